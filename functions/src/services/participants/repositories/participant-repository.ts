// The participants collection: reading one participant and listing a scope. Writes are in
// participant-write-repository.ts, deletion in participant-deletion-repository.ts.
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";

export const PARTICIPANTS = "participants";

export interface StoredParticipant {
  id: string;
  name: string;
  gender: string | null;
  /** 'YYYY-MM-DD', stored as a Timestamp at 00:00 UTC; null if it was never given. */
  date_of_birth: string | null;
  grade: string | null;
  section: string | null;
  owner_uid: string;
  /** Set only for a school's student. */
  school_id: string | null;
  /** Set only for an organization's client. */
  organization_id: string | null;
  /** An individual's own participant. */
  is_self: boolean;
  history: string | null;
  difficulties: string | null;
  /** A school student's Student ID (student_codes/{code} reserves it). */
  student_code: string | null;
}

/** Which participants a list covers: one equality filter (plus is_self for an individual). */
export interface ParticipantQuery {
  field: "owner_uid" | "school_id" | "organization_id";
  value: string;
  selfOnly: boolean;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function fromParticipantData(id: string, data: DocumentData): StoredParticipant {
  const dob = data.date_of_birth;
  return {
    id,
    name: text(data.name) ?? "",
    gender: text(data.gender),
    date_of_birth: dob instanceof Timestamp ? dob.toDate().toISOString().slice(0, 10) : null,
    grade: text(data.grade),
    section: text(data.section),
    owner_uid: text(data.owner_uid) ?? "",
    school_id: text(data.school_id),
    organization_id: text(data.organization_id),
    is_self: data.is_self === true,
    history: text(data.history),
    difficulties: text(data.difficulties),
    student_code: text(data.student_code),
  };
}

export async function findParticipant(id: string): Promise<StoredParticipant | null> {
  const snapshot = await getFirestore(adminApp()).collection(PARTICIPANTS).doc(id).get();
  const data = snapshot.data();
  return data ? fromParticipantData(snapshot.id, data) : null;
}

/** The participants of a scope, by name (indexes: firestore.indexes.json). */
export async function listParticipants(query: ParticipantQuery): Promise<StoredParticipant[]> {
  const q = getFirestore(adminApp()).collection(PARTICIPANTS).where(query.field, "==", query.value);
  // An individual has one participant: two equality filters need no composite index, a sort would.
  const snapshot = await (query.selfOnly ? q.where("is_self", "==", true) : q.orderBy("name")).get();
  return snapshot.docs.map((doc) => fromParticipantData(doc.id, doc.data()));
}

/** One page of a scope's participants, by name then id, optionally of one grade and section. */
export interface ParticipantPageQuery {
  field: ParticipantQuery["field"];
  value: string;
  /** An owner's list: only private participants (not those of a school or organization they left). */
  privateOnly: boolean;
  grade?: string | undefined;
  section?: string | undefined;
}

function pageQuery(query: ParticipantPageQuery) {
  let q = getFirestore(adminApp()).collection(PARTICIPANTS).where(query.field, "==", query.value);
  if (query.privateOnly) q = q.where("school_id", "==", null).where("organization_id", "==", null);
  if (query.grade) q = q.where("grade", "==", query.grade);
  if (query.section) q = q.where("section", "==", query.section);
  return q;
}

/** `limit` participants after `after` (name, id), and whether more follow (indexes: firestore.indexes.json). */
export async function listParticipantsPage(query: ParticipantPageQuery, limit: number, after: { name: string; id: string } | null): Promise<{ items: StoredParticipant[]; more: boolean }> {
  let q = pageQuery(query).orderBy("name").orderBy(FieldPath.documentId());
  if (after) q = q.startAfter(after.name, after.id);
  const snapshot = await q.limit(limit + 1).get();
  const items = snapshot.docs.slice(0, limit).map((doc) => fromParticipantData(doc.id, doc.data()));
  return { items, more: snapshot.size > limit };
}

/** How many participants the list holds: a count aggregation, not a read of each. */
export async function countParticipants(query: ParticipantPageQuery): Promise<number> {
  return (await pageQuery(query).count().get()).data().count;
}
