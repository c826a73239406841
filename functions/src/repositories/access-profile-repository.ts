// The parts of a caller's profile that decide which participants they may see. Read only: unlike
// GET /api/profile/, looking someone up here never creates a profile.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../admin-app";
import { PROFILES } from "./profile-repository";

export interface AccessProfile {
  uid: string;
  /** profiles.school: the school a school admin registered, or the school a school user belongs to. */
  school: string | null;
  /** profiles.organization: the organization of an organization admin or user (no endpoint sets it yet). */
  organization: string | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export async function readAccessProfile(uid: string): Promise<AccessProfile> {
  const snapshot = await getFirestore(adminApp()).collection(PROFILES).doc(uid).get();
  return { uid, school: text(snapshot.get("school")), organization: text(snapshot.get("organization")) };
}
