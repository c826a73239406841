// updateParticipant: corrects a participant's details; the participants and every results
// list are read again (their tests show the new name, grade and section).
import { useCallback } from "react";
import type { Participant, ParticipantPatch } from "@readbright/domain/participant-schemas";
import { updateParticipant as updateParticipantEndpoint } from "@readbright/domain/api/participants";
import { useRefreshLists } from "../../../api/refresh-lists";
import { call } from "../../../lib/api-call";

export function updateParticipant(id: string, patch: ParticipantPatch): Promise<Participant> {
  return call(updateParticipantEndpoint, { params: { id }, body: patch });
}

export function useUpdateParticipant() {
  const refresh = useRefreshLists();
  return useCallback(
    async (id: string, patch: ParticipantPatch): Promise<Participant> => {
      const participant = await updateParticipant(id, patch);
      await refresh();
      return participant;
    },
    [refresh],
  );
}
