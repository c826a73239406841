// The result and answer shapes the API sends (spec section 3). The player gets the questions with the
// result so one request is enough; scores go only to the participant's account holders.
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { ResultStatus, SectionType } from "@readbright/domain/enums";
import { compareQuestions } from "@readbright/domain/question-order";
import type { ResultParticipant, ResultScores, StoredAnswer, StoredResult } from "../repositories/assessment-result-converter";

/** An answer as anyone taking the test sees it. */
export interface DeviceAnswerResponse {
  question_id: number;
  assessment_result_id: string;
  option_ids: string[];
  answer_text: string | null;
  section_type: SectionType;
}

/** With its marks: for the account holders, and on practice questions for everyone ('Try Again' needs them). */
export interface MarkedAnswerResponse extends DeviceAnswerResponse {
  /** null while a recording waits for review. */
  is_correct: boolean | null;
  needs_review: boolean;
}

/** A device holding only the result id never sees the mark of a scored question: no answer key to learn, no score to read. */
export type AnswerResponse = MarkedAnswerResponse | DeviceAnswerResponse;
export type ResultAnswerResponse = Omit<MarkedAnswerResponse, "assessment_result_id"> | Omit<DeviceAnswerResponse, "assessment_result_id">;

export interface ResultResponse {
  id: string;
  status: ResultStatus;
  participant: ResultParticipant;
  participant_id: string;
  assessment: { id: string };
  assessment_id: string;
  assessment_version: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Scored questions answered, and how many there are ('N / M questions'). */
  answered_count: number;
  question_count: number;
  answers: ResultAnswerResponse[];
  questions: PublicQuestion[];
  section_scores: ResultScores["section_scores"] | null;
  risk_score: number | null;
  risk_level: ResultScores["risk_level"];
  risk_percent: number | null;
}

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
  };
}
