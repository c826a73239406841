// POST /api/participants/: registers one participant; the participants list is read again afterwards.
import type { IndividualParticipantInput, Participant, ParticipantInput, SchoolParticipantInput } from "@readbright/domain/participant-schemas";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { registerParticipant } from "@readbright/domain/api/participants";
import { isParticipantsKey } from "./get-participants";

export type CreateParticipantInput = IndividualParticipantInput | ParticipantInput | SchoolParticipantInput;

export function createParticipant(input: CreateParticipantInput): Promise<Participant> {
  return apiClient.post<Participant>(registerParticipant.href(), input);
}

export function useCreateParticipant() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreateParticipantInput): Promise<Participant> => {
      const participant = await createParticipant(input);
      await mutate(isParticipantsKey);
      return participant;
    },
    [mutate],
  );
}
