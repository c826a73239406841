// Small builders for the player's component tests: questions, options and results as the API sends them.
import type { PublicOption, PublicQuestion } from "@readbright/domain/assessment";
import { RECORDING_HELP } from "@readbright/domain/assessment";
import { memoryHelp } from "@readbright/domain/memory-instructions";
import type { ResultAnswerResponse, ResultResponse } from "@readbright/domain/api/assessment-results";

export function option(questionId: number, index: number, title: string, image_url: string | null = null): PublicOption {
  return { id: `q${questionId}-o${index}`, title, image_url, question_id: questionId };
}

export function question(overrides: Partial<PublicQuestion> & Pick<PublicQuestion, "id">): PublicQuestion {
  const { id } = overrides;
  const base: PublicQuestion = {
    id,
    title: `Question ${id}`,
    image_url: null,
    question_type: "radio",
    question_subtype: "rhyme",
    options: [option(id, 0, "Yes"), option(id, 1, "No")],
    section_type: "phonological_awareness",
    is_practice: false,
    read_aloud: `Question ${id}`,
  };
  return { ...base, ...overrides };
}

export function memoryQuestion(id: number, overrides: Partial<PublicQuestion> = {}): PublicQuestion {
  return question({
    id,
    title: "Remember these pictures. Only one of them will come back.",
    image_url: ["/assessment/cat.svg", "/assessment/sun.svg"],
    question_type: "radio",
    question_subtype: "picture_memory",
    section_type: "memory",
    options: [option(id, 0, "cat", "/assessment/cat.svg"), option(id, 1, "dog", "/assessment/dog.svg")],
    help: memoryHelp({ question_type: "radio", question_subtype: "picture_memory" }),
    ...overrides,
  });
}

export function recordingQuestion(id: number, overrides: Partial<PublicQuestion> = {}): PublicQuestion {
  return question({ id, title: 'Say "moon".', question_type: "recording", question_subtype: "word_repetition", options: [], help: RECORDING_HELP, ...overrides });
}

export function answer(questionId: number, is_correct: boolean | null, section_type: PublicQuestion["section_type"] = "memory"): ResultAnswerResponse {
  return { question_id: questionId, option_ids: [], answer_text: null, is_correct, needs_review: is_correct === null, section_type };
}

export function result(questions: PublicQuestion[], overrides: Partial<ResultResponse> = {}): ResultResponse {
  return {
    id: "res-1",
    status: "not_started",
    participant: { id: "p-1", name: "Robin", grade: null, section: null },
    participant_id: "p-1",
    assessment: { id: "age-8-10-v1" },
    assessment_id: "age-8-10-v1",
    assessment_version: 1,
    language: "en",
    created_at: "2026-03-01T10:00:00.000Z",
    started_at: null,
    completed_at: null,
    answered_count: 0,
    question_count: questions.filter((q) => !q.is_practice).length,
    answers: [],
    questions,
    // What a device holding only the id reads: no scores.
    section_scores: null,
    risk_score: null,
    risk_level: null,
    risk_percent: null,
    validity_flags: null,
    ...overrides,
  };
}
