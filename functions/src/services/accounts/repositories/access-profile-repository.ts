// The parts of a caller's profile that decide which participants they may see. Read only: unlike
// GET /api/profile/, looking someone up here never creates a profile.
import { organizationOf } from "@readbright/domain/profile";
import { readCallerProfile } from "./caller-profile-repository";
import type { AccessProfile } from "../caller-profile";

export async function readAccessProfile(uid: string): Promise<AccessProfile> {
  const profile = await readCallerProfile(uid);
  return { uid, school: profile.school, organization: organizationOf(uid, profile) };
}
