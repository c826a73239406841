// The invitations collection: an admin's invitation to an email address, pending until its invitee
// accepts or declines it. Accepting writes the invitee's profile in the same transaction.
import type { JoinedWrite } from "../../../core/transaction-step";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData, Transaction } from "firebase-admin/firestore";
import type { ProfileFields } from "@readbright/domain/profile";
import { adminApp } from "../../../admin-app";
import { readProfileToJoin } from "../../accounts/members";
import { INVITATIONS } from "../../../db/collections";

export type InvitationStatus = "pending" | "accepted" | "declined";

/** What an invitation grants: the invitee's type and the school or organization they join. */
export interface Membership {
  user_type: "school" | "organization";
  user_subtype: "school_user" | "organization_user";
  school: string | null;
  organization: string | null;
}

export interface NewInvitation extends Membership {
  email: string;
  invited_by: string;
  /** Copied for the invitee's card and the console: who invited them, and to which school. */
  inviter_name: string;
  school_name: string | null;
}

export interface StoredInvitation extends NewInvitation {
  id: string;
  status: InvitationStatus;
  member_uid: string | null;
  created_ms: number;
}

function db() {
  return getFirestore(adminApp());
}

function invitations() {
  return db().collection(INVITATIONS);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function fromData(id: string, data: DocumentData): StoredInvitation {
  const created = data.created_at;
  return {
    id,
    email: text(data.email) ?? "",
    user_type: data.user_type === "organization" ? "organization" : "school",
    user_subtype: data.user_subtype === "organization_user" ? "organization_user" : "school_user",
    school: text(data.school_id),
    organization: text(data.organization_id),
    invited_by: text(data.invited_by) ?? "",
    inviter_name: text(data.inviter_name) ?? "",
    school_name: text(data.school_name),
    status: data.status === "accepted" || data.status === "declined" ? data.status : "pending",
    member_uid: text(data.member_uid),
    created_ms: created instanceof Timestamp ? created.toMillis() : 0,
  };
}

/**
 * The inviter's pending invitation to this address, or a new one: inviting the same address twice
 * (a double click, a retry) makes one invitation. Run in a transaction so two at once make one too.
 */
/** `audit` gives the event of a new invitation, created in its transaction (none for the same one again). */
/**
 * An admin's invitations sent together (the limit's test sends 15 at once) read overlapping queries in
 * their transactions; the emulator locks those coarsely and times some out ("Transaction lock timeout",
 * a 503 after 15 s). They queue and try again instead, as an answer's transactions do.
 */
const CONTENDED = { maxAttempts: 25 };

export async function getOrCreateInvitation(invitation: NewInvitation, audit: (id: string) => JoinedWrite | null = () => null): Promise<{ invitation: StoredInvitation; created: boolean }> {
  const existingQuery = invitations()
    .where("invited_by", "==", invitation.invited_by)
    .where("email", "==", invitation.email)
    .where("status", "==", "pending")
    .limit(1);
  return db().runTransaction(async (tx) => {
    const [existing] = (await tx.get(existingQuery)).docs;
    if (existing) return { invitation: fromData(existing.id, existing.data()), created: false };
    const ref = invitations().doc();
    const now = FieldValue.serverTimestamp();
    const { school, organization, ...rest } = invitation;
    tx.create(ref, { ...rest, school_id: school, organization_id: organization, status: "pending", member_uid: null, created_at: now, updated_at: now, responded_at: null });
    audit(ref.id)?.(tx);
    return { invitation: { ...invitation, id: ref.id, status: "pending", member_uid: null, created_ms: Date.now() }, created: true };
  }, CONTENDED);
}

export async function findInvitation(id: string): Promise<StoredInvitation | null> {
  const snapshot = await invitations().doc(id).get();
  const data = snapshot.data();
  return data ? fromData(snapshot.id, data) : null;
}

/** The invitations an admin sent that nobody has joined by (pending or declined), oldest first. */
export async function listOpenInvitationsBy(adminUid: string): Promise<StoredInvitation[]> {
  const snapshot = await invitations().where("invited_by", "==", adminUid).where("status", "in", ["pending", "declined"]).get();
  return snapshot.docs.map((doc) => fromData(doc.id, doc.data())).sort((a, b) => a.created_ms - b.created_ms);
}

/** The pending invitations to an address, oldest first. */
export async function listPendingInvitationsFor(email: string): Promise<StoredInvitation[]> {
  const snapshot = await invitations().where("email", "==", email).where("status", "==", "pending").get();
  return snapshot.docs.map((doc) => fromData(doc.id, doc.data())).sort((a, b) => a.created_ms - b.created_ms);
}

export async function deleteInvitation(id: string, alsoWrite: JoinedWrite | null = null): Promise<void> {
  if (!alsoWrite) {
    await invitations().doc(id).delete();
    return;
  }
  const batch = db().batch();
  batch.delete(invitations().doc(id));
  alsoWrite(batch);
  await batch.commit();
}

/** Deletes the invitation a member joined by, if there is one. */
export async function deleteInvitationsOfMember(memberUid: string): Promise<void> {
  const snapshot = await invitations().where("member_uid", "==", memberUid).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

function respond(tx: Transaction, id: string, status: "accepted" | "declined", memberUid: string | null): void {
  const now = FieldValue.serverTimestamp();
  tx.update(invitations().doc(id), { status, member_uid: memberUid, responded_at: now, updated_at: now });
}

/**
 * Reads the invitation and the invitee's profile; `check` may refuse (it throws) and returns the profile
 * fields to write. Then, in the one transaction, the profile joins and the invitation is accepted, and
 * the address's other pending invitations are declined (one account belongs to one school).
 */
export async function acceptInvitation(
  id: string,
  uid: string,
  check: (invitation: StoredInvitation | null, profile: ProfileFields | null) => ProfileFields,
): Promise<ProfileFields> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(invitations().doc(id));
    const invitation = snapshot.exists ? fromData(id, snapshot.data() as DocumentData) : null;
    const others = invitation ? (await tx.get(invitations().where("email", "==", invitation.email).where("status", "==", "pending"))).docs : [];
    const { profile, join } = await readProfileToJoin(tx, uid);
    const joined = check(invitation, profile);
    join(joined, invitation?.invited_by ?? null)(tx);
    respond(tx, id, "accepted", uid);
    for (const other of others) if (other.id !== id) respond(tx, other.id, "declined", null);
    return joined;
  });
}

/** Marks a pending invitation declined; `check` may refuse (it throws). */
export async function declineInvitation(id: string, check: (invitation: StoredInvitation | null) => void): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(invitations().doc(id));
    const invitation = snapshot.exists ? fromData(id, snapshot.data() as DocumentData) : null;
    check(invitation);
    respond(tx, id, "declined", null);
  });
}

/** Declines every pending invitation to an address (its owner chose a profile type of their own). */
export async function declinePendingInvitationsFor(email: string): Promise<void> {
  const pending = await listPendingInvitationsFor(email);
  if (pending.length === 0) return;
  const batch = db().batch();
  const now = FieldValue.serverTimestamp();
  for (const invitation of pending) batch.update(invitations().doc(invitation.id), { status: "declined", responded_at: now, updated_at: now });
  await batch.commit();
}
