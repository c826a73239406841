// Invited users (sub-users): their Firebase Auth accounts and their profiles, which name the admin who
// invited them in profiles.invited_by.
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import type { ProfileFields } from "@readbright/domain/profile";
import { adminApp } from "../admin-app";
import { fromProfileData, toProfileData } from "./profile-converter";
import { PROFILES } from "./profile-repository";

export interface InvitedProfile {
  uid: string;
  fields: ProfileFields;
  invited_by: string | null;
  created_ms: number;
}

function profiles() {
  return getFirestore(adminApp()).collection(PROFILES);
}

/**
 * An Auth account with no password: the invitee chooses one through the password-reset email the web
 * app sends. Email unverified until then (confirming a reset marks it verified). Null if the address
 * already has an account.
 */
export async function createAuthAccount(email: string): Promise<string | null> {
  try {
    return (await getAuth(adminApp()).createUser({ email, emailVerified: false })).uid;
  } catch (err) {
    if ((err as { code?: unknown }).code === "auth/email-already-exists") return null;
    throw err;
  }
}

/** Deletes an Auth account; one already gone is not an error. */
export async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await getAuth(adminApp()).deleteUser(uid);
  } catch (err) {
    if ((err as { code?: unknown }).code !== "auth/user-not-found") throw err;
  }
}

/**
 * Creates the invitee's profile; `adminChanges` (say, the organization an older admin profile lacks) is
 * written to the admin's profile in the same batch.
 */
export async function createInvitedProfile(uid: string, fields: ProfileFields, adminUid: string, adminChanges: Partial<ProfileFields>): Promise<void> {
  const now = FieldValue.serverTimestamp();
  const batch = getFirestore(adminApp()).batch();
  batch.create(profiles().doc(uid), { ...toProfileData(fields), invited_by: adminUid, created_at: now, updated_at: now });
  if (Object.keys(adminChanges).length > 0) batch.update(profiles().doc(adminUid), { ...toProfileData(adminChanges), updated_at: now });
  await batch.commit();
}

function toInvited(uid: string, data: DocumentData): InvitedProfile {
  const created = data.created_at as { toMillis?: () => number } | undefined;
  return {
    uid,
    fields: fromProfileData(data),
    invited_by: typeof data.invited_by === "string" ? data.invited_by : null,
    created_ms: created?.toMillis?.() ?? 0,
  };
}

/** The profiles an admin invited, oldest first (sorted here: one equality filter needs no index). */
export async function listInvitedBy(adminUid: string): Promise<InvitedProfile[]> {
  const snapshot = await profiles().where("invited_by", "==", adminUid).get();
  return snapshot.docs.map((doc) => toInvited(doc.id, doc.data())).sort((a, b) => a.created_ms - b.created_ms);
}

export async function findInvitedProfile(uid: string): Promise<InvitedProfile | null> {
  const snapshot = await profiles().doc(uid).get();
  const data = snapshot.data();
  return data ? toInvited(uid, data) : null;
}

export async function deleteProfile(uid: string): Promise<void> {
  await profiles().doc(uid).delete();
}
