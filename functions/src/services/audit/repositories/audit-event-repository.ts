// audit_events/{id}: one document per action a school's or organization's admin may ask about
// (docs/decisions/0029-audit-log.md). Written by the API only, in the batch or transaction of the action's
// own write where it has one; read only by the list below (the rules let no client in).
import { FieldPath, FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData, DocumentReference } from "firebase-admin/firestore";
import type { AuditAction, AuditTargetType } from "@readbright/domain/audit";
import { adminApp } from "../../../admin-app";
import { AUDIT_EVENTS } from "../../../db/collections";
import type { AuditScope, NewAuditEvent, StoredAuditEvent, ErasedParticipant} from "../audit-event";
import { ERASED } from "../audit-event";

/** What both a Transaction and a WriteBatch offer: the event is created beside the action's own writes. */
export interface AuditWriter {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

function events() {
  return getFirestore(adminApp()).collection(AUDIT_EVENTS);
}

function toData(event: NewAuditEvent, now: Date): DocumentData {
  const { actor } = event;
  return {
    action: event.action,
    actor_uid: actor.uid,
    actor_name: actor.name,
    actor_email: actor.email,
    school_id: actor.scope.field === "school_id" ? actor.scope.value : null,
    organization_id: actor.scope.field === "organization_id" ? actor.scope.value : null,
    target_type: event.target_type,
    target_id: event.target_id,
    target_label: event.target_label,
    detail: event.detail,
    participant_id: event.participant_id ?? null,
    created_at: Timestamp.fromDate(now),
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

function fromData(id: string, data: DocumentData): StoredAuditEvent {
  const created = data.created_at as Timestamp | undefined;
  return {
    id,
    action: data.action as AuditAction,
    actor: { uid: text(data.actor_uid) ?? "", name: text(data.actor_name) ?? "", email: text(data.actor_email) },
    target_type: data.target_type as AuditTargetType,
    target_id: text(data.target_id),
    target_label: text(data.target_label) ?? "",
    detail: text(data.detail),
    created_at: created?.toDate() ?? new Date(0),
  };
}

/** Adds the event to the action's batch or transaction; nothing for none (an account with no log). */
export function writeAuditEvent(writer: AuditWriter, event: NewAuditEvent | null, now: Date = new Date()): void {
  if (event) writer.create(events().doc(), toData(event, now));
}

/** For a read (a recording heard, a file downloaded): the event on its own, before the answer is sent. */
export async function recordAuditEvent(event: NewAuditEvent | null, now: Date = new Date()): Promise<void> {
  if (event) await events().doc().create(toData(event, now));
}

/** One page of a scope's events, newest first then by id, after `after` (created_at ms, id). */
export async function listAuditEventsPage(scope: AuditScope, limit: number, after: { createdAt: number; id: string } | null): Promise<{ items: StoredAuditEvent[]; more: boolean }> {
  let q = events().where(scope.field, "==", scope.value).orderBy("created_at", "desc").orderBy(FieldPath.documentId(), "desc");
  if (after) q = q.startAfter(Timestamp.fromMillis(after.createdAt), after.id);
  const snapshot = await q.limit(limit + 1).get();
  return { items: snapshot.docs.slice(0, limit).map((doc) => fromData(doc.id, doc.data())), more: snapshot.size > limit };
}

export async function countAuditEvents(scope: AuditScope): Promise<number> {
  return (await events().where(scope.field, "==", scope.value).count().get()).data().count;
}

async function updateAll(query: FirebaseFirestore.Query, patch: Record<string, unknown>): Promise<void> {
  const snapshot = await query.select().get();
  for (let j = 0; j < snapshot.docs.length; j += 400) {
    const batch = getFirestore(adminApp()).batch();
    for (const doc of snapshot.docs.slice(j, j + 400)) batch.update(doc.ref, patch);
    await batch.commit();
  }
}

/** Ids in `in` queries of 30, Firestore's limit. */
async function forEachThirty(ids: readonly string[], each: (some: string[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < ids.length; i += 30) await each(ids.slice(i, i + 30));
}

/**
 * A result deleted leaves no id of its own in the log: the events about it keep their words (who did
 * what, the participant's name, as the participant is still there) but lose the id.
 */
export async function forgetAuditTargets(ids: readonly string[]): Promise<void> {
  await forEachThirty(ids, (some) => updateAll(events().where("target_id", "in", some), { target_id: null }));
}

/**
 * A participant deleted leaves neither their name nor an id in the log: every event that named them or
 * their tests keeps what was done, by whom and when, with a neutral label in place of the name.
 */
export async function eraseParticipantFromAudit(participant: ErasedParticipant, resultIds: readonly string[]): Promise<void> {
  const erased = { target_id: null, target_label: ERASED.participant, participant_id: FieldValue.delete() };
  await updateAll(events().where("participant_id", "==", participant.id), erased);
  await forEachThirty([participant.id, ...resultIds], (some) => updateAll(events().where("target_id", "in", some), erased));
  // Events written before they carried the participant's id, about a test deleted then, lost their
  // target id: their label, in the participant's school or organization, is all that names them. A
  // namesake's old events there lose the name too: the safe way to err.
  if (participant.scope) {
    const orphans = events().where(participant.scope.field, "==", participant.scope.value).where("target_id", "==", null).where("target_label", "==", participant.name);
    await updateAll(orphans, erased);
  }
}

/**
 * A member of staff whose account is deleted: the events they did name nobody ("A former member of
 * staff", no address, no uid), and so do the events about them (their invitation, their removal).
 */
export async function eraseStaffFromAudit(uid: string, email: string | null): Promise<void> {
  await updateAll(events().where("actor_uid", "==", uid), { actor_uid: "", actor_name: ERASED.staff, actor_email: null });
  await updateAll(events().where("target_id", "==", uid), { target_id: null, target_label: ERASED.staff });
  if (email) await updateAll(events().where("target_label", "==", email.toLowerCase()), { target_id: null, target_label: ERASED.staff });
}

/** A school or organization deleted takes its log with it, 400 documents a batch. */
export async function deleteAuditEventsOf(scope: AuditScope): Promise<void> {
  for (;;) {
    const snapshot = await events().where(scope.field, "==", scope.value).select().limit(400).get();
    if (snapshot.empty) return;
    const batch = getFirestore(adminApp()).batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
