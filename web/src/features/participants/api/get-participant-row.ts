// One participant with every test they took (getParticipant and ?participant_id= of the
// results list): the dashboard's drill-down, wherever the participant is in a paged list.
import { getParticipant, listParticipants } from "@readbright/domain/api/participants";
import { useMemo } from "react";
import useSWR from "swr";
import { assessmentResultsKey, getAssessmentResults } from "../../../api/get-assessment-results";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";
import { participantRows } from "../utils/dashboard-rows";

const ONE = `${listParticipants.href()}one`;

export function useParticipantRow(id: string) {
  const { user } = useAuth();
  const participant = useSWR(user && id ? [ONE, user.uid, id] : null, ([, , pid]) => call(getParticipant, { params: { id: pid } }));
  const results = useSWR(user && id ? assessmentResultsKey(user.uid, id) : null, ([, , pid]) => getAssessmentResults(pid));
  const row = useMemo(() => (participant.data && results.data ? participantRows([participant.data], results.data)[0] : undefined), [participant.data, results.data]);
  return { row, error: participant.error ?? results.error, isLoading: participant.isLoading || results.isLoading };
}
