// listParticipants: the school's students, for the grade and section choices and the class list.
import { listParticipants } from "@readbright/domain/api/participants";
import type { Participant } from "@readbright/domain/participant-schemas";
import useSWR from "swr";
import { call } from "../../../lib/api-call";
import { listed } from "../../../lib/paged-answer";
import { useAuth } from "../../../lib/auth-context";

/** The same key as the participants feature's list: one copy of the list per user, refreshed by its changes. */
const studentsKey = (uid: string) => [listParticipants.href(), uid] as const;

export async function getStudents(): Promise<Participant[]> {
  return listed(await call(listParticipants));
}

export function useStudents() {
  const { user } = useAuth();
  return useSWR(user ? studentsKey(user.uid) : null, getStudents);
}
