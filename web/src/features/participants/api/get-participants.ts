// listParticipants: everyone the signed-in user may test (children, students, clients, or themself).
import { getClassList, listParticipants } from "@readbright/domain/api/participants";
import type { Participant } from "@readbright/domain/participant-schemas";
import useSWR from "swr";
import { call } from "../../../lib/api-call";
import { listed } from "../../../lib/paged-answer";
import { useAuth } from "../../../lib/auth-context";
import { PARTICIPANTS_PATH } from "../../../api/refresh-lists";

/** Per user, like the profile, so a new session never sees the last one's list. */
export const participantsKey = (uid: string) => [PARTICIPANTS_PATH, uid] as const;

export async function getParticipants(): Promise<Participant[]> {
  return listed(await call(listParticipants));
}

/**
 * One class's students (or everyone in scope, with no filter), read when a class action needs them all
 * (starting the class's tests): never for the page's first screen.
 */
export async function getClassStudents(filters: { grade: string; section: string }): Promise<Participant[]> {
  return listed(await call(listParticipants, { query: { grade: filters.grade || undefined, section: filters.section || undefined } }));
}

/**
 * 'Download class list': the same students from getClassList, which records the
 * download in the school's activity log (docs/decisions/0029).
 */
export function downloadClassList(filters: { grade: string; section: string }): Promise<Participant[]> {
  return call(getClassList, { query: { grade: filters.grade || undefined, section: filters.section || undefined } });
}

/** Nothing is fetched while nobody is signed in; it counts as loading while Auth is still starting. */
export function useParticipants(enabled = true) {
  const { user, initialising } = useAuth();
  const swr = useSWR(user && enabled ? participantsKey(user.uid) : null, getParticipants);
  return { ...swr, isLoading: swr.isLoading || initialising };
}
