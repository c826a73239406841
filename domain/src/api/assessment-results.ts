// GET /api/get-assessment-result-by-id/{id}/ (one result, for the player and the results view) and
// GET /api/assessment-results/ (the caller's list). One contract for the function's routes and presenters
// and the web's api files (issue 12).
import { object, string } from "yup";
import type { PublicQuestion } from "../assessment";
import type { ResultStatus, RiskLevel, SectionType } from "../enums";
import { ID_PATTERN } from "../patterns";
import type { DeviceAnswerResponse, MarkedAnswerResponse } from "./answers";

export const RESULT_PATH = "/api/get-assessment-result-by-id/{id}/";
/** For the web's api client, whose base URL is /api already. */
export const resultHref = (resultId: string) => `/get-assessment-result-by-id/${encodeURIComponent(resultId)}/`;

export const RESULT_LIST_PATH = "/api/assessment-results/";
export const RESULT_LIST_HREF = "/assessment-results/";

export const RESULT_MESSAGES = {
  /** One answer for an id that could never exist, a missing result and a result not the caller's. */
  notFound: "Assessment result not found",
} as const;

export const resultParamsSchema = object({
  id: string().strict().required(RESULT_MESSAGES.notFound).matches(ID_PATTERN, RESULT_MESSAGES.notFound),
});

export interface ResultParticipantResponse {
  id: string;
  name: string;
  grade: string | null;
  section: string | null;
}

export interface SectionScoreResponse {
  correct: number;
  /** Marked answers, right or wrong. */
  total: number;
  /** Recordings waiting for review: not in `total` nor the accuracy. */
  pending: number;
  accuracy: number | null;
  band: RiskLevel | null;
}

export type SectionScoresResponse = Record<SectionType, SectionScoreResponse>;

/** An answer inside its result, which names the result already. */
export type ResultAnswerResponse = Omit<MarkedAnswerResponse, "assessment_result_id"> | Omit<DeviceAnswerResponse, "assessment_result_id">;

/**
 * The result with its questions (no answer keys) and answers, in one request. The id is the capability
 * (docs/decisions/0005): whoever holds it reads the result, but the scores (section_scores, risk_*) and
 * the marks of scored answers go only to the participant's account holders; anyone else gets null and
 * DeviceAnswerResponse answers.
 */
export interface ResultResponse {
  id: string;
  status: ResultStatus;
  participant: ResultParticipantResponse;
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
  /** null until completed, and for a caller holding only the id. */
  section_scores: SectionScoresResponse | null;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
}

/** One result of GET /api/assessment-results/ (?participant_id= for one participant's), newest first. */
export interface ResultListItem {
  id: string;
  status: ResultStatus;
  participant: ResultParticipantResponse;
  participant_id: string;
  assessment_id: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
  /** Per section, with the spoken answers still waiting for review; null until completed. */
  section_scores: SectionScoresResponse | null;
  /**
   * Scored spoken answers waiting for a person to review them, in a completed test or one still in
   * progress (the Review page lists both); 0 for tests not started or abandoned.
   */
  pending_reviews: number;
}
