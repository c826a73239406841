// DELETE /api/assessment-results/{id}: removes one test; every results list and the participants
// (whose latest result may have been this one) are read again.
import { RESULT_LIST_HREF } from "@readbright/domain/api/assessment-results";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { isAssessmentResultsKey } from "./get-assessment-results";
import { isParticipantsKey } from "./get-participants";

export function deleteAssessmentResult(id: string): Promise<void> {
  return apiClient.delete<void>(`${RESULT_LIST_HREF}${encodeURIComponent(id)}`);
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
