// DELETE /api/participants/{id}: removes a participant with all their results, answers and recordings;
// the participants and every results list are read again.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { isAssessmentResultsKey } from "../../../api/get-assessment-results";
import { deleteParticipant as deleteParticipantEndpoint } from "@readbright/domain/api/participants";
import { isParticipantsKey } from "./get-participants";

export function deleteParticipant(id: string): Promise<void> {
  return apiClient.delete<void>(deleteParticipantEndpoint.href({ id }), { requireSignIn: true });
}

export function useDeleteParticipant() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<void> => {
      await deleteParticipant(id);
      await Promise.all([mutate(isParticipantsKey), mutate(isAssessmentResultsKey)]);
    },
    [mutate],
  );
}
