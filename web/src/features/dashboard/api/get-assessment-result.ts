// GET /api/get-assessment-result-by-id/{id}/ for the results view: an account holder reads the scores
// (section_scores, risk_*), which a caller holding only the result id never gets (docs/decisions/0005).
import type { RiskLevel, SectionType } from "@readbright/domain/enums";
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";
import type { AssessmentResultItem } from "./get-assessment-results";

export const RESULT_DETAIL_PATH = "/get-assessment-result-by-id/";

export interface SectionScoreDetail {
  correct: number;
  /** Marked answers, right or wrong. */
  total: number;
  /** Recordings waiting for review: not in `total`. */
  pending: number;
  accuracy: number | null;
  band: RiskLevel | null;
}

/** A list item with the scores behind its risk level. */
export interface AssessmentResultDetail extends AssessmentResultItem {
  answered_count: number;
  question_count: number;
  section_scores: Record<SectionType, SectionScoreDetail> | null;
  risk_score: number | null;
}

/** Per user: the same id read signed out has no scores, so it must never share a cache entry. */
export function resultDetailKey(uid: string, resultId: string) {
  return [RESULT_DETAIL_PATH, uid, resultId] as const;
}

export function getAssessmentResultDetail(resultId: string): Promise<AssessmentResultDetail> {
  return apiClient.get<AssessmentResultDetail>(`${RESULT_DETAIL_PATH}${encodeURIComponent(resultId)}/`, { requireSignIn: true });
}

/** One result with its scores; nothing is fetched without an id or while nobody is signed in. */
export function useAssessmentResultDetail(resultId: string | null | undefined) {
  const { user } = useAuth();
  return useSWR(user && resultId ? resultDetailKey(user.uid, resultId) : null, ([, , id]) => getAssessmentResultDetail(id), {
    shouldRetryOnError: false,
  });
}
