// GET /api/participants/: the school's students, for the grade and section choices and the class list.
import { listParticipants } from "@readbright/domain/api/participants";
import type { Participant } from "@readbright/domain/participant-schemas";
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";

/** The same key as the participants feature's list: one copy of the list per user, refreshed by its changes. */
const studentsKey = (uid: string) => ["/participants/", uid] as const;

export function getStudents(): Promise<Participant[]> {
  return apiClient.get<Participant[]>(listParticipants.href(), { requireSignIn: true });
}

export function useStudents() {
  const { user } = useAuth();
  return useSWR(user ? studentsKey(user.uid) : null, getStudents);
}
