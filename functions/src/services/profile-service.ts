// Profile rules: lazy creation with unset types, partial updates, setting the profile type.
import { onboardingState } from "@readbright/domain/onboarding";
import type { Profile, ProfileFields } from "@readbright/domain/profile";
import type { ProfilePatch } from "@readbright/domain/profile-schemas";
import type { AuthUser } from "../http/types";
import { getOrCreateProfile, updateProfile } from "../repositories/profile-repository";
import { resolveProfileType } from "./profile-type";
import type { ProfileTypeRequest } from "./profile-type";

export function newProfile(user: AuthUser): ProfileFields {
  return {
    first_name: null,
    last_name: null,
    gender: null,
    date_of_birth: null,
    city: null,
    country: null,
    school: null,
    email: user.email,
    user_type: "unset",
    user_subtype: "unset",
    professional: null,
  };
}

export function toProfile(uid: string, fields: ProfileFields): Profile {
  return { id: uid, ...fields, onboarding_state: onboardingState(fields) };
}

export async function getProfile(user: AuthUser): Promise<Profile> {
  return toProfile(user.uid, await getOrCreateProfile(user.uid, newProfile(user)));
}

export async function updateProfileInfo(user: AuthUser, patch: ProfilePatch): Promise<Profile> {
  // The email always follows the sign-in account, so a changed address is picked up on the next write.
  const changes: Partial<ProfileFields> = { ...patch, email: user.email };
  return toProfile(user.uid, await updateProfile(user.uid, newProfile(user), changes));
}

export async function setProfileType(user: AuthUser, request: ProfileTypeRequest): Promise<Profile> {
  const mapping = resolveProfileType(request);
  return toProfile(user.uid, await updateProfile(user.uid, newProfile(user), { ...mapping, email: user.email }));
}
