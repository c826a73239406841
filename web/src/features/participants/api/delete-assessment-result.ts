// deleteResult: removes one test; every results list and the participants
// (whose latest result may have been this one) are read again.
import { deleteResult } from "@readbright/domain/api/assessment-results";
import { useCallback } from "react";
import { useRefreshLists } from "../../../api/refresh-lists";
import { call } from "../../../lib/api-call";

export function deleteAssessmentResult(id: string): Promise<void> {
  return call(deleteResult, { params: { id } });
}

export function useDeleteAssessmentResult() {
  const refresh = useRefreshLists();
  return useCallback(
    async (id: string): Promise<void> => {
      await deleteAssessmentResult(id);
      await refresh();
    },
    [refresh],
  );
}
