// deleteResult: removes one test; every results list and the participants
// (whose latest result may have been this one) are read again.
import { deleteResult } from "@readbright/domain/api/assessment-results";
import { useRefreshLists } from "../../../api/refresh-lists";
import { useThenRefresh } from "../../../api/use-then-refresh";
import { call } from "../../../lib/api-call";

export function deleteAssessmentResult(id: string): Promise<void> {
  return call(deleteResult, { params: { id } });
}

export function useDeleteAssessmentResult() {
  return useThenRefresh(deleteAssessmentResult, useRefreshLists());
}
