// patchProfile: saves profile fields and puts the updated profile straight into the shared cache.
import type { Profile } from "@readbright/domain/profile";
import type { ProfilePatch } from "@readbright/domain/profile-schemas";
import { useCallback } from "react";
import { call } from "../api-call";
import { useStoreProfile } from "./use-store-profile";
import { patchProfile } from "@readbright/domain/api/profile";

export function updateProfile(patch: Partial<ProfilePatch>): Promise<Profile> {
  // Any subset: yup types the nested reading_settings as always there, though the schema lets it be absent.
  return call(patchProfile, { body: patch as ProfilePatch });
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
