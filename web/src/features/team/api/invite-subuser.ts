// POST /api/subusers/ {email} (contract: domain/src/api/subusers.ts): a pending invitation, nothing more;
// the list is read again.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { inviteSubUser } from "@readbright/domain/api/subusers";
import type { SubUserResponse } from "@readbright/domain/api/subusers";
import { apiClient } from "../../../lib/api-client";
import { isSubusersKey } from "./get-subusers";

export function inviteSubuser(email: string): Promise<SubUserResponse> {
  return apiClient.post<SubUserResponse>(inviteSubUser.href(), { email }, { requireSignIn: true });
}

export function useInviteSubuser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (email: string): Promise<SubUserResponse> => {
      const created = await inviteSubuser(email);
      await mutate(isSubusersKey);
      return created;
    },
    [mutate],
  );
}
