// Who sees which participants: an individual only themself, a parent their own children,
// a school's admin and teachers the school's students, an organization's admin and professionals its
// clients. The list queries and the per-id checks both come from here, so they cannot disagree.
import { organizationOf as sharedOrganizationOf } from "@readbright/domain/profile";
import type { CallerProfile } from "./caller-profile";
import { readCallerProfile } from "./repositories/caller-profile-repository";
import type { AccessProfile } from "./caller-profile";

export type ParticipantScope =
  | { kind: "self"; uid: string }
  | { kind: "owner"; uid: string }
  | { kind: "school"; uid: string; schoolId: string }
  | { kind: "organization"; uid: string; organizationId: string };

/**
 * The organization a caller belongs to (an organization's id is its admin's uid, even before the
 * admin's profile names it): the shared rule in the domain package.
 */
export function organizationOf(profile: CallerProfile): string | null {
  return sharedOrganizationOf(profile.uid, profile);
}

export function scopeOf(profile: CallerProfile): ParticipantScope {
  const { uid } = profile;
  if (profile.school) return { kind: "school", uid, schoolId: profile.school };
  const organizationId = organizationOf(profile);
  if (organizationId) return { kind: "organization", uid, organizationId };
  if (profile.user_type === "individual") return { kind: "self", uid };
  return { kind: "owner", uid };
}

/** What canAccessParticipant needs, with the organization resolved as above. */
export function accessProfileOf(profile: CallerProfile): AccessProfile {
  return { uid: profile.uid, school: profile.school, organization: organizationOf(profile) };
}

export { readCallerProfile };

/** The parts of a caller's profile that decide which participants they may see (never creates a profile). */
export async function readAccessProfile(uid: string): Promise<AccessProfile> {
  return accessProfileOf(await readCallerProfile(uid));
}
