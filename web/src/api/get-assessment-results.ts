// listResults (optionally ?participant_id=; contract: domain/src/api/assessment-results.ts):
// the tests taken by the user's participants.
import { listResults } from "@readbright/domain/api/assessment-results";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import useSWR from "swr";
import { call } from "../lib/api-call";
import { listed } from "../lib/paged-answer";
import { useAuth } from "../lib/auth-context";

export const ASSESSMENT_RESULTS_KEY = "assessment-results";

/** Per user and participant; every list shares the first element, so a change can refresh them all at once. */
export function assessmentResultsKey(uid: string, participantId?: string | null) {
  return [ASSESSMENT_RESULTS_KEY, uid, participantId ?? null] as const;
}

export const isAssessmentResultsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ASSESSMENT_RESULTS_KEY;

export async function getAssessmentResults(participantId?: string | null): Promise<ResultListItem[]> {
  return listed(await call(listResults, { query: { participant_id: participantId ?? undefined } }));
}

/** All the user's tests, or one participant's; nothing is read while `enabled` is false. */
export function useAssessmentResults(participantId?: string | null, enabled = true) {
  const { user } = useAuth();
  return useSWR(user && enabled ? assessmentResultsKey(user.uid, participantId) : null, ([, , id]) => getAssessmentResults(id));
}
