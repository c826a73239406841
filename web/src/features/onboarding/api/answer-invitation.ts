// acceptInvitation and declineInvitation (contract: domain/src/api/invitations.ts). Accepting
// changes the profile (a teacher or professional of the inviter's school or organization), so the cached
// profile is replaced before the caller moves on; both read the invitations again.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { acceptInvitation as acceptEndpoint, declineInvitation as declineEndpoint } from "@readbright/domain/api/invitations";
import type { DeclineBody, DeclineResponse } from "@readbright/domain/api/invitations";
import type { Profile } from "@readbright/domain/profile";
import { call } from "../../../lib/api-call";
import { useStoreProfile } from "../../../lib/profile/use-store-profile";
import { isMyInvitationsKey } from "./get-my-invitations";

export function acceptInvitation(id: string): Promise<Profile> {
  return call(acceptEndpoint, { params: { id } });
}

export function declineInvitation(id: string, body: DeclineBody = {}): Promise<DeclineResponse> {
  return call(declineEndpoint, { params: { id }, body });
}

export function useAcceptInvitation() {
  const storeProfile = useStoreProfile();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string): Promise<Profile> => {
      const profile = await acceptInvitation(id);
      await storeProfile(profile);
      await mutate(isMyInvitationsKey);
      return profile;
    },
    [storeProfile, mutate],
  );
}

export function useDeclineInvitation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, body: DeclineBody = {}): Promise<DeclineResponse> => {
      const declined = await declineInvitation(id, body);
      if (!declined.account_deleted) await mutate(isMyInvitationsKey);
      return declined;
    },
    [mutate],
  );
}
