// inviteSubUser {email} (contract: domain/src/api/subusers.ts): a pending invitation, nothing more;
// the list is read again.
import { inviteSubUser } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import { call } from "../../../lib/api-call";
import { useRefreshSubusers } from "./get-subusers";
import { useThenRefresh } from "../../../api/use-then-refresh";

export function inviteSubuser(email: string): Promise<SubUserResponse> {
  return call(inviteSubUser, { body: { email } });
}

export function useInviteSubuser() {
  return useThenRefresh(inviteSubuser, useRefreshSubusers());
}
