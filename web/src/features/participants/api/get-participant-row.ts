// One participant with every test they took (GET /api/participants/{id} and ?participant_id= of the
// results list): the dashboard's drill-down, wherever the participant is in a paged list.
import { getParticipant } from "@readbright/domain/api/participants";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useMemo } from "react";
import useSWR from "swr";
import { assessmentResultsKey, getAssessmentResults } from "../../../api/get-assessment-results";
import { PARTICIPANTS_PATH } from "../../../api/refresh-lists";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";
import { participantRows } from "../utils/dashboard-rows";

const ONE = `${PARTICIPANTS_PATH}one`;

export function useParticipantRow(id: string) {
  const { user } = useAuth();
  const participant = useSWR(user && id ? [ONE, user.uid, id] : null, ([, , pid]) =>
    apiClient.get<Participant>(getParticipant.href({ id: pid }), { requireSignIn: true }),
  );
  const results = useSWR(user && id ? assessmentResultsKey(user.uid, id) : null, ([, , pid]) => getAssessmentResults(pid));
  const row = useMemo(() => (participant.data && results.data ? participantRows([participant.data], results.data)[0] : undefined), [participant.data, results.data]);
  return { row, error: participant.error ?? results.error, isLoading: participant.isLoading || results.isLoading };
}
