// GET /api/subusers/ (contract: domain/src/api/subusers.ts): the admin's members and open invitations.
import useSWR from "swr";
import { listSubUsers } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";

export type Subuser = SubUserResponse;

const SUBUSERS_KEY = "subusers";

/** Per user, so a new session never sees the last one's list. */
export function subusersKey(uid: string) {
  return [SUBUSERS_KEY, uid] as const;
}

export const isSubusersKey = (key: unknown): boolean => Array.isArray(key) && key[0] === SUBUSERS_KEY;

export function getSubusers(): Promise<Subuser[]> {
  return apiClient.get<Subuser[]>(listSubUsers.href(), { requireSignIn: true });
}

export function useSubusers() {
  const { user } = useAuth();
  return useSWR(user ? subusersKey(user.uid) : null, getSubusers);
}
