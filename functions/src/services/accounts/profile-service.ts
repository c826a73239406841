// Profile rules: lazy creation with unset types, partial updates, setting the profile type.
import { onboardingState } from "@readbright/domain/onboarding";
import { organizationOf } from "@readbright/domain/profile";
import type { Profile, ProfileFields } from "@readbright/domain/profile";
import type { ProfilePatch } from "@readbright/domain/profile-schemas";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { getOrCreateProfile, updateProfile } from "./repositories/profile-repository";
import { resolveProfileType } from "./profile-type";
import type { ProfileTypeRequest } from "./profile-type";
import { SET_TYPE_MESSAGES } from "@readbright/domain/api/profile";

/** A profile nobody has filled in yet: the types unset, only the sign-in email known. */
export function newProfile(email: string | null): ProfileFields {
  return {
    first_name: null,
    last_name: null,
    gender: null,
    date_of_birth: null,
    city: null,
    country: null,
    school: null,
    organization: null,
    email,
    user_type: "unset",
    user_subtype: "unset",
    professional: null,
    reading_settings: null,
    language: null,
  };
}

export function toProfile(uid: string, fields: ProfileFields): Profile {
  return { id: uid, ...fields, organization: organizationOf(uid, fields), onboarding_state: onboardingState(fields) };
}

export async function getProfile(user: AuthUser): Promise<Profile> {
  return toProfile(user.uid, await getOrCreateProfile(user.uid, newProfile(user.email)));
}

export async function updateProfileInfo(user: AuthUser, patch: ProfilePatch): Promise<Profile> {
  // The email always follows the sign-in account, so a changed address is picked up on the next write.
  const changes: Partial<ProfileFields> = { ...patch, email: user.email };
  return toProfile(user.uid, await updateProfile(user.uid, newProfile(user.email), changes));
}

/** The type may be chosen again until profile info is filled in; after that it is fixed (a school stays its admin's). */
export const PROFILE_TYPE_FIXED = SET_TYPE_MESSAGES.typeFixed;

/** Invited users get their type from the admin who invited them (school_user, organization_user). */
const INVITED_SUBTYPES: readonly string[] = ["school_user", "organization_user"];

function refuseOnceOnboarded(current: ProfileFields | undefined): void {
  if (current && (current.first_name || current.school || INVITED_SUBTYPES.includes(current.user_subtype))) {
    throw new HttpError(409, PROFILE_TYPE_FIXED);
  }
}

export async function setProfileType(user: AuthUser, request: ProfileTypeRequest): Promise<Profile> {
  const mapping = resolveProfileType(request);
  // An organization admin founds an organization whose id is their uid; any other type has none.
  const organization = mapping.user_subtype === "organization_admin" ? user.uid : null;
  const stored = await updateProfile(user.uid, newProfile(user.email), { ...mapping, organization, email: user.email }, refuseOnceOnboarded);
  return toProfile(user.uid, stored);
}
