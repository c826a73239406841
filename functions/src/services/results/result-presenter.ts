// Stored results and answers as the API sends them (spec section 3; the shapes are the contracts in
// domain/src/api/answers.ts and assessment-results.ts). Scores go only to the participant's account holders.
import type { AnswerResponse, DeviceAnswerResponse } from "@readbright/domain/api/answers";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { compareQuestions } from "@readbright/domain/question-order";
import type { StoredAnswer } from "./stored-answer";
import type { StoredResult } from "./stored-result";

// answer-service.ts still names the answer shape through this file; the contract is domain/src/api/answers.ts.
export type { AnswerResponse };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface PresentOptions {
  /**
   * False for a caller let in by the result id alone: the risk result and the marks of scored answers
   * are for the account holders.
   */
  includeScores: boolean;
}

export function presentAnswer(resultId: string, answer: StoredAnswer, { includeScores }: PresentOptions): AnswerResponse {
  const seen: DeviceAnswerResponse = {
    question_id: answer.question_id,
    assessment_result_id: resultId,
    option_ids: [...answer.option_ids],
    answer_text: answer.answer_text,
    section_type: answer.section_type,
  };
  if (!includeScores && !answer.is_practice) return seen;
  // A blind check's mark is the machine's until a person marks it, and is never shown (decision 44).
  if (answer.blind_check && answer.marked_by !== "person") return { ...seen, is_correct: null, needs_review: true };
  return { ...seen, is_correct: answer.is_correct, needs_review: answer.needs_review };
}

export function presentResult(
  result: StoredResult,
  answers: readonly StoredAnswer[],
  questions: readonly PublicQuestion[],
  { includeScores }: PresentOptions,
): ResultResponse {
  const scores = includeScores && result.status === "completed" ? result.scores : null;
  const ordered = [...answers].sort((a, b) => compareQuestions(
    { id: a.question_id, section_type: a.section_type, is_practice: a.is_practice },
    { id: b.question_id, section_type: b.section_type, is_practice: b.is_practice },
  ));
  return {
    id: result.id,
    status: result.status,
    participant: { ...result.participant },
    participant_id: result.participant_id,
    assessment: { id: result.assessment_id },
    assessment_id: result.assessment_id,
    assessment_version: result.assessment_version,
    language: result.language,
    created_at: result.created_at.toISOString(),
    started_at: iso(result.started_at),
    completed_at: iso(result.completed_at),
    answered_count: result.answered_count,
    question_count: questions.filter((q) => !q.is_practice).length,
    answers: ordered.map((answer) => {
      const { assessment_result_id: _omit, ...rest } = presentAnswer(result.id, answer, { includeScores });
      return rest;
    }),
    questions: [...questions],
    section_scores: scores?.section_scores ?? null,
    risk_score: scores?.risk_score ?? null,
    risk_level: scores?.risk_level ?? null,
    risk_percent: scores?.risk_percent ?? null,
    // With the scores, to the account holders only: a device holding the id never sees them.
    validity_flags: scores ? result.validity_flags : null,
  };
}
