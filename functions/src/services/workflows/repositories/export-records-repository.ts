// What "Download my data" adds to the account and its people (the Privacy page lists it): the account's
// messages to support, the invitations it sent or was sent, its school's record, what it did in the
// activity log of the school or organization it belongs to now, and the consent each of its people was
// added under. Read as stored, dates as ISO text.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData, Query } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import type { AuditScope } from "../../audit/audit-event";
import { AUDIT_EVENTS, CONTACT_MESSAGE_COLLECTION, INVITATIONS, PARTICIPANTS, SCHOOLS } from "../../../db/collections";

export type ExportedRecord = Record<string, unknown> & { id: string };

function db() {
  return getFirestore(adminApp());
}

/** A stored value as JSON can carry it: timestamps as ISO text. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

function record(id: string, data: DocumentData | undefined): ExportedRecord {
  return { id, ...(plain(data ?? {}) as Record<string, unknown>) };
}

/** The documents of several queries, each once, oldest first by `created_at`. */
async function merged(queries: Query[]): Promise<ExportedRecord[]> {
  const byId = new Map<string, ExportedRecord>();
  for (const snapshot of await Promise.all(queries.map((q) => q.get()))) for (const doc of snapshot.docs) byId.set(doc.id, record(doc.id, doc.data()));
  return [...byId.values()].sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")));
}

/** Messages sent through the contact form signed in, or from the account's address. */
export function contactMessagesOf(uid: string, email: string | null): Promise<ExportedRecord[]> {
  const messages = db().collection(CONTACT_MESSAGE_COLLECTION);
  return merged([messages.where("uid", "==", uid), ...(email ? [messages.where("email", "==", email)] : [])]);
}

/** Invitations the account sent (an admin's), and invitations sent to its address. */
export function invitationsOf(uid: string, email: string | null): Promise<ExportedRecord[]> {
  const invitations = db().collection(INVITATIONS);
  return merged([invitations.where("invited_by", "==", uid), ...(email ? [invitations.where("email", "==", email.toLowerCase())] : [])]);
}

/** The school's own record (name, address, website, classes), for its admin. */
export async function schoolRecord(id: string): Promise<ExportedRecord | null> {
  const snapshot = await db().collection(SCHOOLS).doc(id).get();
  return snapshot.exists ? record(id, snapshot.data()) : null;
}

/**
 * The activity-log events the account did in the school or organization it belongs to now, oldest first;
 * none without one. A member who left keeps none of the old school's children's names, and no event
 * carries the id of what it named (a result id opens a test without an account).
 */
export async function auditEventsBy(uid: string, scope: AuditScope | null): Promise<ExportedRecord[]> {
  if (!scope) return [];
  const events = await merged([db().collection(AUDIT_EVENTS).where("actor_uid", "==", uid).where(scope.field, "==", scope.value)]);
  return events.map(({ participant_id: _participant, target_id: _target, ...event }) => event as ExportedRecord);
}

/** Each participant's consent record (who gave it, when, on what basis, under which Privacy version). */
export async function consentsOf(participantIds: readonly string[]): Promise<Map<string, unknown>> {
  const consents = new Map<string, unknown>();
  for (let i = 0; i < participantIds.length; i += 300) {
    const refs = participantIds.slice(i, i + 300).map((id) => db().collection(PARTICIPANTS).doc(id));
    if (refs.length === 0) continue;
    for (const doc of await db().getAll(...refs, { fieldMask: ["consent"] })) consents.set(doc.id, plain(doc.get("consent") ?? null));
  }
  return consents;
}
