// The parts of a caller's profile that decide which participants they may see. Read only: unlike
// GET /api/profile/, looking someone up here never creates a profile.
import { organizationOf } from "@readbright/domain/profile";
import { readCallerProfile } from "./caller-profile-repository";

export interface AccessProfile {
  uid: string;
  /** profiles.school: the school a school admin registered, or the school a school user belongs to. */
  school: string | null;
  /** The organization of an organization admin (their own uid) or of a professional they invited. */
  organization: string | null;
}

export async function readAccessProfile(uid: string): Promise<AccessProfile> {
  const profile = await readCallerProfile(uid);
  return { uid, school: profile.school, organization: organizationOf(uid, profile) };
}
