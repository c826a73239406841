// DELETE /api/assessment-results/{id}: removes one test; every results list and the participants
// (whose latest result may have been this one) are read again.
import { deleteResult } from "@readbright/domain/api/assessment-results";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { isAssessmentResultsKey } from "../../../api/get-assessment-results";
import { isParticipantsKey } from "./get-participants";

export function deleteAssessmentResult(id: string): Promise<void> {
  return apiClient.delete<void>(deleteResult.href({ id }));
}

export function useDeleteAssessmentResult() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await deleteAssessmentResult(id);
      await Promise.all([mutate(isAssessmentResultsKey), mutate(isParticipantsKey)]);
    },
    [mutate],
  );
}
