// GET /api/subusers/: the teachers or professionals the signed-in admin has invited.
import useSWR from "swr";
import { apiClient } from "../../../lib/api-client";
import { useAuth } from "../../../lib/auth-context";

export const SUBUSERS_PATH = "/subusers/";

export type InviteStatus = "Accepted" | "Pending";

export interface Subuser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  user_email: string;
  invite_status: InviteStatus;
}

/** Per user, so a new session never sees the last one's list. */
export function subusersKey(uid: string) {
  return [SUBUSERS_PATH, uid] as const;
}

export const isSubusersKey = (key: unknown): boolean => Array.isArray(key) && key[0] === SUBUSERS_PATH;

export function getSubusers(): Promise<Subuser[]> {
  return apiClient.get<Subuser[]>(SUBUSERS_PATH, { requireSignIn: true });
}

export function useSubusers() {
  const { user } = useAuth();
  return useSWR(user ? subusersKey(user.uid) : null, getSubusers);
}
