// getParticipantsSummary with ?grade=&section= (contract: domain/src/api/participants.ts): the
// dashboard's meter, its count of moves between risk levels and its filters' options, counted on the server.
import { getParticipantsSummary } from "@readbright/domain/api/participants";
import type { ParticipantsSummary } from "@readbright/domain/api/participants";
import useSWR from "swr";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";

const SUMMARY = getParticipantsSummary.href();

export function getSummary(grade: string, section: string): Promise<ParticipantsSummary> {
  return call(getParticipantsSummary, { query: { grade: grade || undefined, section: section || undefined } });
}

/** Keyed under the participants' path, so whatever reads the participants again reads this too. */
export function useParticipantsSummary(grade: string, section: string, enabled = true) {
  const { user } = useAuth();
  // The previous class's counts stay until the new ones arrive: the meter and filters never blink away.
  return useSWR(user && enabled ? [SUMMARY, user.uid, grade, section] : null, ([, , g, s]) => getSummary(g, s), { keepPreviousData: true });
}
