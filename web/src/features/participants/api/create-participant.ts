// registerParticipant: registers one participant; the participants list is read again afterwards.
import type { IndividualParticipantInput, Participant, ParticipantInput, SchoolParticipantInput } from "@readbright/domain/participant-schemas";
import type { ParticipantBody } from "@readbright/domain/api/participants";
import { useRefreshLists } from "../../../api/refresh-lists";
import { call } from "../../../lib/api-call";
import { useCreateOnce } from "../../../lib/idempotency-key";
import { registerParticipant } from "@readbright/domain/api/participants";

/** The form's fields for its type, with `consent: true` from everyone but an individual (domain/src/consent.ts). */
export type CreateParticipantInput = (IndividualParticipantInput | ParticipantInput | SchoolParticipantInput) & Pick<ParticipantBody, "consent">;

/** `idempotencyKey` names this registration: sent again with the same key, it creates no second participant. */
export function createParticipant(input: CreateParticipantInput, idempotencyKey?: string): Promise<Participant> {
  return call(registerParticipant, { body: input }, { idempotencyKey });
}

export function useCreateParticipant() {
  const refresh = useRefreshLists();
  return useCreateOnce(createParticipant, refresh);
}
