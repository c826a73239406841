// What shape an answer must have for its question type (refused with a 400 otherwise), and its mark.
import { answerMode } from "@readbright/domain/answer-mode";
import type { PublicQuestion, QuestionSubtype } from "@readbright/domain/assessment";
import { gradeAnswer as gradeWithKey } from "../content/grade-answer";
import type { Grade } from "../content/grade-answer";
import type { AnswerKey, BankQuestion } from "../content/types";
import { HttpError } from "../core/http-error";
import { ASSESSMENT_ERRORS } from "./assessment-messages";

export interface SubmittedAnswer {
  option_ids?: string[] | null;
  answer_text?: string | null;
}

export interface CheckedAnswer {
  option_ids: string[];
  answer_text: string | null;
}

/**
 * Refuses an answer that does not fit the question (400) and returns it cleaned: duplicate option ids
 * dropped, text kept only where the question is answered in text or by voice.
 */
export function checkAnswer(question: PublicQuestion, submitted: SubmittedAnswer): CheckedAnswer {
  const chosen = [...new Set(submitted.option_ids ?? [])];
  const known = new Set(question.options.map((option) => option.id));
  if (chosen.some((id) => !known.has(id))) throw new HttpError(400, ASSESSMENT_ERRORS.optionNotInQuestion);
  const text = submitted.answer_text?.trim() || null;
  switch (answerMode(question)) {
    case "one-option":
      if (chosen.length !== 1) throw new HttpError(400, ASSESSMENT_ERRORS.oneOption);
      return { option_ids: chosen, answer_text: null };
    case "options":
      if (chosen.length === 0) throw new HttpError(400, ASSESSMENT_ERRORS.atLeastOneOption);
      return { option_ids: chosen, answer_text: null };
    case "text":
      if (text === null) throw new HttpError(400, ASSESSMENT_ERRORS.textRequired);
      return { option_ids: [], answer_text: text };
    case "recording":
      return { option_ids: chosen, answer_text: text };
  }
}

/**
 * The bank's own marking (content/grade-answer.ts) applied to a stored question and its stored key:
 * true or false; null for a recording whose transcript is missing or does not match (a person reviews it).
 */
export function gradeAnswer(question: PublicQuestion, key: AnswerKey | undefined, answer: CheckedAnswer): Grade {
  // Grading reads the options and the key, never the reader text.
  const bankQuestion: BankQuestion = { ...question, question_subtype: question.question_subtype as QuestionSubtype, key: key ?? {}, speech: "" };
  return gradeWithKey(bankQuestion, answer);
}
