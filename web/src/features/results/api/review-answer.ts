// POST /api/assessment-results/{id}/reviews/ (contract: domain/src/api/reviews.ts): an account holder marks
// a spoken answer; the result and every results list are read again, as their scores may have changed.
import { reviewAnswer as reviewAnswerEndpoint } from "@readbright/domain/api/reviews";
import type { ReviewBody, ReviewResponse } from "@readbright/domain/api/reviews";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { RESULT_DETAIL_KEY } from "../../../api/get-assessment-result";
import { isAssessmentResultsKey } from "../../../api/get-assessment-results";
import { isSpokenItemsKey } from "./get-spoken-items";

export function reviewAnswer(resultId: string, review: ReviewBody): Promise<ReviewResponse> {
  return apiClient.post<ReviewResponse>(reviewAnswerEndpoint.href({ id: resultId }), review);
}

export function useReviewAnswer(resultId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (review: ReviewBody): Promise<ReviewResponse> => {
      const reviewed = await reviewAnswer(resultId, review);
      const isThisResult = (key: unknown) => Array.isArray(key) && key[0] === RESULT_DETAIL_KEY && key[2] === resultId;
      await Promise.all([mutate(isThisResult), mutate(isAssessmentResultsKey), mutate(isSpokenItemsKey(resultId))]);
      return reviewed;
    },
    [mutate, resultId],
  );
}
