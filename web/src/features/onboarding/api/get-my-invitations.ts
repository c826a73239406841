// listMyInvitations (contract: domain/src/api/invitations.ts): invitations to the signed-in address.
import useSWR from "swr";
import { listMyInvitations } from "@readbright/domain/api/invitations";
import type { InvitationResponse } from "@readbright/domain/api/invitations";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";

const MY_INVITATIONS_KEY = "my-invitations";

export function myInvitationsKey(uid: string) {
  return [MY_INVITATIONS_KEY, uid] as const;
}

export const isMyInvitationsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === MY_INVITATIONS_KEY;

export function getMyInvitations(): Promise<InvitationResponse[]> {
  return call(listMyInvitations);
}

/** Only for a verified address: the server refuses anyone else. */
export function useMyInvitations(enabled = true) {
  const { user } = useAuth();
  return useSWR(enabled && user?.emailVerified ? myInvitationsKey(user.uid) : null, getMyInvitations);
}
