// getResult (contract: domain/src/api/assessment-results.ts) for the
// results view: an account holder reads the scores (section_scores, risk_*), which a caller holding only
// the result id never gets (docs/decisions/0005).
import { getResult } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import useSWR from "swr";
import { call } from "../lib/api-call";
import { useAuth } from "../lib/auth-context";

export const RESULT_DETAIL_KEY = "result-detail";

/** Per user: the same id read signed out has no scores, so it must never share a cache entry. */
export function resultDetailKey(uid: string, resultId: string) {
  return [RESULT_DETAIL_KEY, uid, resultId] as const;
}

export function getAssessmentResultDetail(resultId: string): Promise<ResultResponse> {
  return call(getResult, { params: { id: resultId } }, { requireSignIn: true });
}

/** One result with its scores; nothing is fetched without an id or while nobody is signed in. */
export function useAssessmentResultDetail(resultId: string | null | undefined) {
  const { user } = useAuth();
  return useSWR(user && resultId ? resultDetailKey(user.uid, resultId) : null, ([, , id]) => getAssessmentResultDetail(id), {
    shouldRetryOnError: false,
  });
}
