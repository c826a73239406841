// GET /api/participants/summary/?grade=&section= (contract: domain/src/api/participants.ts): the
// dashboard's meter, its count of moves between risk levels and its filters' options, counted on the server.
import { getParticipantsSummary } from "@readbright/domain/api/participants";
import type { ParticipantsSummary } from "@readbright/domain/api/participants";
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";
import { PARTICIPANTS_PATH } from "../../../api/refresh-lists";

const SUMMARY = `${PARTICIPANTS_PATH}summary/`;

export function getSummary(grade: string, section: string): Promise<ParticipantsSummary> {
  return apiClient.get<ParticipantsSummary>(getParticipantsSummary.href(), { query: { grade: grade || undefined, section: section || undefined }, requireSignIn: true });
}

/** Keyed under the participants' path, so whatever reads the participants again reads this too. */
export function useParticipantsSummary(grade: string, section: string, enabled = true) {
  const { user } = useAuth();
  // The previous class's counts stay until the new ones arrive: the meter and filters never blink away.
  return useSWR(user && enabled ? [SUMMARY, user.uid, grade, section] : null, ([, , g, s]) => getSummary(g, s), { keepPreviousData: true });
}
