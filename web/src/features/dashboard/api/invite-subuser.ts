// POST /api/subusers/ {email}: creates the invited user without a password; the list is read again.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../../../lib/api-client";
import { SUBUSERS_PATH, isSubusersKey } from "./get-subusers";

export interface InvitedSubuser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  user_email: string;
}

export function inviteSubuser(email: string): Promise<InvitedSubuser> {
  return apiClient.post<InvitedSubuser>(SUBUSERS_PATH, { email }, { requireSignIn: true });
}

export function useInviteSubuser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (email: string): Promise<InvitedSubuser> => {
      const created = await inviteSubuser(email);
      await mutate(isSubusersKey);
      return created;
    },
    [mutate],
  );
}
