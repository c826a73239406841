// What every call that changes the profile does afterwards: bring the signed-in user's cached profile up to
// date before the caller moves on, so a navigation right after already sees the new onboarding state.
import type { Profile } from "@readbright/domain/profile";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useAuth } from "../auth-context";
import { getProfile, profileKey } from "./get-profile";

/** Stores the profile a call answered with, or, given none, reads the profile again. */
export function useStoreProfile() {
  const { user } = useAuth();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (saved?: Profile): Promise<void> => {
      if (!user) return;
      const key = profileKey(user.uid);
      if (saved) {
        await mutate(key, saved, { revalidate: false });
        return;
      }
      // The change has been made whatever happens next: if this read fails, SWR simply reads again later.
      await mutate(key, getProfile(), { revalidate: false }).catch(() => mutate(key));
    },
    [user, mutate],
  );
}
