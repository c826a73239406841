// reviewAnswer (contract: domain/src/api/reviews.ts): an account holder marks
// a spoken answer; the result and every list of results and participants are read again, as scores may have changed.
import { reviewAnswer as reviewAnswerEndpoint } from "@readbright/domain/api/reviews";
import type { ReviewBody, ReviewResponse } from "@readbright/domain/api/reviews";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { call } from "../../../lib/api-call";
import { RESULT_DETAIL_KEY } from "../../../api/get-assessment-result";
import { useRefreshLists } from "../../../api/refresh-lists";
import { isSpokenItemsKey } from "./get-spoken-items";

export function reviewAnswer(resultId: string, review: ReviewBody): Promise<ReviewResponse> {
  return call(reviewAnswerEndpoint, { params: { id: resultId }, body: review });
}

export function useReviewAnswer(resultId: string) {
  const { mutate } = useSWRConfig();
  const refreshLists = useRefreshLists();
  return useCallback(
    async (review: ReviewBody): Promise<ReviewResponse> => {
      const reviewed = await reviewAnswer(resultId, review);
      const isThisResult = (key: unknown) => Array.isArray(key) && key[0] === RESULT_DETAIL_KEY && key[2] === resultId;
      // A participant's risk moves with their test's: the participants' lists are read again too.
      await Promise.all([mutate(isThisResult), refreshLists(), mutate(isSpokenItemsKey(resultId))]);
      return reviewed;
    },
    [mutate, refreshLists, resultId],
  );
}
