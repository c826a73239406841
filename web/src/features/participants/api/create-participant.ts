// POST /api/participants/: registers one participant; the participants list is read again afterwards.
import type { IndividualParticipantInput, Participant, ParticipantInput, SchoolParticipantInput } from "@readbright/domain/participant-schemas";
import { useRefreshLists } from "../../../api/refresh-lists";
import { apiClient } from "../../../lib/api-client";
import { useCreateOnce } from "../../../lib/idempotency-key";
import { registerParticipant } from "@readbright/domain/api/participants";

export type CreateParticipantInput = IndividualParticipantInput | ParticipantInput | SchoolParticipantInput;

/** `idempotencyKey` names this registration: sent again with the same key, it creates no second participant. */
export function createParticipant(input: CreateParticipantInput, idempotencyKey?: string): Promise<Participant> {
  return apiClient.post<Participant>(registerParticipant.href(), input, { idempotencyKey });
}

export function useCreateParticipant() {
  const refresh = useRefreshLists();
  return useCreateOnce(createParticipant, refresh);
}
