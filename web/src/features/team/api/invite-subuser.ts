// inviteSubUser {email} (contract: domain/src/api/subusers.ts): a pending invitation, nothing more;
// the list is read again.
import { useCallback } from "react";
import { inviteSubUser } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import { call } from "../../../lib/api-call";
import { useRefreshSubusers } from "./get-subusers";

export function inviteSubuser(email: string): Promise<SubUserResponse> {
  return call(inviteSubUser, { body: { email } });
}

export function useInviteSubuser() {
  const refresh = useRefreshSubusers();
  return useCallback(
    async (email: string): Promise<SubUserResponse> => {
      const created = await inviteSubuser(email);
      await refresh();
      return created;
    },
    [refresh],
  );
}
