// Members who joined a school or organization by invitation (profiles naming the admin in invited_by),
// and the Firebase Auth accounts behind them.
import type { JoinedWrite, Transaction } from "../../../core/transaction-step";
import { writerOf } from "../../../db/writer";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import type { ProfileFields } from "@readbright/domain/profile";
import { adminApp } from "../../../admin-app";
import { fromProfileData, profileConverter, toProfileData } from "./profile-converter";
import { PROFILES } from "../../../db/collections";

export interface Member {
  uid: string;
  fields: ProfileFields;
  invited_by: string | null;
  created_ms: number;
}

function profiles() {
  return getFirestore(adminApp()).collection(PROFILES);
}

function authCode(err: unknown): unknown {
  return (err as { code?: unknown }).code;
}

/** Deletes an Auth account; one already gone is not an error. */
export async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await getAuth(adminApp()).deleteUser(uid);
  } catch (err) {
    if (authCode(err) !== "auth/user-not-found") throw err;
  }
}

/** Ends every session: ID tokens issued before now are refused (the API verifies with checkRevoked). */
export async function revokeSessions(uid: string): Promise<void> {
  try {
    await getAuth(adminApp()).revokeRefreshTokens(uid);
  } catch (err) {
    if (authCode(err) !== "auth/user-not-found") throw err;
  }
}

function toMember(uid: string, data: DocumentData): Member {
  const created = data.created_at as { toMillis?: () => number } | undefined;
  return {
    uid,
    fields: fromProfileData(data),
    invited_by: typeof data.invited_by === "string" ? data.invited_by : null,
    created_ms: created?.toMillis?.() ?? 0,
  };
}

/** The members an admin invited, oldest first (sorted here: one equality filter needs no index). */
export async function listMembersInvitedBy(adminUid: string): Promise<Member[]> {
  const snapshot = await profiles().where("invited_by", "==", adminUid).get();
  return snapshot.docs.map((doc) => toMember(doc.id, doc.data())).sort((a, b) => a.created_ms - b.created_ms);
}

/** Who invited the member with this uid: null for anyone who is not a member (or no profile at all). */
export async function findMemberInvitedBy(uid: string): Promise<string | null> {
  const invitedBy = (await profiles().doc(uid).get()).get("invited_by") as unknown;
  return typeof invitedBy === "string" ? invitedBy : null;
}

/**
 * What removal leaves on a member's profile: no school, no organization, no type. Their account and
 * name stay theirs; the next sign-in starts at the profile type, like any account of their own.
 */
export const REMOVED_MEMBER: Partial<ProfileFields> = { user_type: "unset", user_subtype: "unset", school: null, organization: null, professional: null };

/** Takes a member out of the admin's school or organization; false when they are not the admin's member. */
export async function removeMember(uid: string, adminUid: string, audit: (member: ProfileFields) => JoinedWrite | null = () => null): Promise<boolean> {
  const ref = profiles().doc(uid);
  return getFirestore(adminApp()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.invited_by !== adminUid) return false;
    tx.update(ref, { ...toProfileData(REMOVED_MEMBER), invited_by: null, updated_at: FieldValue.serverTimestamp() });
    audit(fromProfileData(snapshot.data() ?? {}))?.(tx);
    return true;
  });
}

/** Deletes the profile of an account that is being deleted. */
export async function deleteProfile(uid: string, alsoWrite: JoinedWrite | null = null): Promise<void> {
  const batch = getFirestore(adminApp()).batch();
  batch.delete(profiles().doc(uid));
  alsoWrite?.(batch);
  await batch.commit();
}

/**
 * A profile read inside another's transaction (an invitation accepted), and the write that makes it a
 * member: the fields decided from what was read, and who invited them.
 */
export async function readProfileToJoin(tx: Transaction, uid: string): Promise<{ profile: ProfileFields | null; join(fields: ProfileFields, invitedBy: string | null): JoinedWrite }> {
  const ref = profiles().doc(uid);
  const snapshot = await tx.get(ref.withConverter(profileConverter));
  const profile = snapshot.data() ?? null;
  return {
    profile,
    join(fields, invitedBy) {
      const now = FieldValue.serverTimestamp();
      const timestamps = profile ? { updated_at: now } : { created_at: now, updated_at: now };
      return (writer) => void writerOf(writer).set(ref, { ...toProfileData(fields), invited_by: invitedBy, ...timestamps }, { merge: true });
    },
  };
}
