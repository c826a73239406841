// getResult (contract: domain/src/api/assessment-results.ts): the result
// with its questions (no answer keys) and answers, in one request. The id is the capability
// (docs/decisions/0005), so this works on a signed-out device, which gets no scores and no marks of
// scored answers (the player uses marks only for practice: 'Try Again').
import { getResult } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import useSWR from "swr";
import { call } from "../../../lib/api-call";

export const ASSESSMENT_RESULT_KEY = "assessment-result";

export function assessmentResultKey(resultId: string) {
  return [ASSESSMENT_RESULT_KEY, resultId] as const;
}

export function getAssessmentResult(resultId: string): Promise<ResultResponse> {
  return call(getResult, { params: { id: resultId } });
}

/** Read once per page: the player keeps its own progress after that, so no refetch on focus. */
export function useAssessmentResult(resultId: string | undefined) {
  return useSWR(resultId ? assessmentResultKey(resultId) : null, ([, id]) => getAssessmentResult(id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
