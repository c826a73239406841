// What may be sent to the browser: every field is copied by name, so the answer key (or any later
// server-only field) cannot slip through a spread.
import type { PublicAssessment, PublicQuestion } from "@readbright/domain/assessment";
import type { BankAssessment, BankQuestion } from "./types";

export function toPublicQuestion(question: BankQuestion): PublicQuestion {
  return {
    id: question.id,
    title: question.title,
    image_url: Array.isArray(question.image_url) ? [...question.image_url] : question.image_url,
    question_type: question.question_type,
    question_subtype: question.question_subtype,
    options: question.options.map((option) => ({
      id: option.id,
      title: option.title,
      image_url: option.image_url,
      question_id: option.question_id,
    })),
    section_type: question.section_type,
    is_practice: question.is_practice,
    read_aloud: question.read_aloud,
    ...(question.help ? { help: question.help.map((step) => ({ ...step })) } : {}),
  };
}

export function toPublicAssessment(assessment: BankAssessment): PublicAssessment {
  return {
    id: assessment.id,
    language: assessment.language,
    version: assessment.version,
    min_age: assessment.min_age,
    max_age: assessment.max_age,
    title: assessment.title,
    questions: assessment.questions.map(toPublicQuestion),
  };
}
