// PATCH /api/profile/: saves profile fields and puts the updated profile straight into the shared cache.
import type { Profile } from "@readbright/domain/profile";
import type { ProfilePatch } from "@readbright/domain/profile-schemas";
import { useCallback } from "react";
import { apiClient } from "../api-client";
import { useStoreProfile } from "./use-store-profile";
import { patchProfile } from "@readbright/domain/api/profile";

export function updateProfile(patch: Partial<ProfilePatch>): Promise<Profile> {
  return apiClient.patch<Profile>(patchProfile.href(), patch);
}

/** Resolves once the cache holds the new profile, so a navigation right after sees the new onboarding state. */
export function useUpdateProfile() {
  const storeProfile = useStoreProfile();
  return useCallback(
    async (patch: Partial<ProfilePatch>): Promise<Profile> => {
      const profile = await updateProfile(patch);
      await storeProfile(profile);
      return profile;
    },
    [storeProfile],
  );
}
