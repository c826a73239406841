// deleteParticipant: removes a participant with all their results, answers and recordings;
// the participants and every results list are read again.
import { useRefreshLists } from "../../../api/refresh-lists";
import { useThenRefresh } from "../../../api/use-then-refresh";
import { call } from "../../../lib/api-call";
import { deleteParticipant as deleteParticipantEndpoint } from "@readbright/domain/api/participants";

export function deleteParticipant(id: string): Promise<void> {
  return call(deleteParticipantEndpoint, { params: { id } });
}

export function useDeleteParticipant() {
  return useThenRefresh(deleteParticipant, useRefreshLists());
}
