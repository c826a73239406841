// The participants collection: reading one participant and listing a scope. Writes are in
// participant-write-repository.ts, deletion in participant-deletion-repository.ts.
import { isTestLanguage } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { fromOutcomeData } from "./diagnostic-outcome-data";
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { RISK_MOVES } from "@readbright/domain/progress";
import type { RiskMove } from "@readbright/domain/progress";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS } from "../../../db/collections";
import type { StoredParticipant } from "../stored-participant";

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
    latest_risk_level: RISK_LEVELS.includes(data.latest_risk_level) ? data.latest_risk_level : null,
    risk_move: RISK_MOVES.includes(data.risk_move) ? data.risk_move : null,
    latest_risk_language: isTestLanguage(data.latest_risk_language) ? data.latest_risk_language : null,
    diagnostic_outcome: fromOutcomeData(data.diagnostic_outcome),
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
  risk?: RiskLevel | undefined;
  /** Only those whose latest level comes from a test in this language. */
  riskLanguage?: TestLanguage | undefined;
}

function pageQuery(query: ParticipantPageQuery) {
  let q = getFirestore(adminApp()).collection(PARTICIPANTS).where(query.field, "==", query.value);
  if (query.privateOnly) q = q.where("school_id", "==", null).where("organization_id", "==", null);
  if (query.grade) q = q.where("grade", "==", query.grade);
  if (query.section) q = q.where("section", "==", query.section);
  if (query.risk) q = q.where("latest_risk_level", "==", query.risk);
  if (query.riskLanguage) q = q.where("latest_risk_language", "==", query.riskLanguage);
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

/**
 * The ids of the list's participants stored before they had risk fields (docs/decisions/0024): found
 * only when the count of those with a level or an explicit null falls short of the list's total.
 */
export async function participantsWithoutRiskFields(query: ParticipantPageQuery, total: number, withLevel: number): Promise<string[]> {
  const explicitNull = (await pageQuery(query).where("latest_risk_level", "==", null).count().get()).data().count;
  if (withLevel + explicitNull >= total) return [];
  const snapshot = await pageQuery(query).select("latest_risk_level").get();
  return snapshot.docs.filter((doc) => doc.get("latest_risk_level") === undefined).map((doc) => doc.id);
}

/** How many of the list have each risk move (equality filters only: served by single-field indexes). */
export async function countRiskMoves(query: ParticipantPageQuery): Promise<Record<RiskMove, number>> {
  const counts = await Promise.all(RISK_MOVES.map(async (move) => (await pageQuery(query).where("risk_move", "==", move).count().get()).data().count));
  return Object.fromEntries(RISK_MOVES.map((move, i) => [move, counts[i] ?? 0])) as Record<RiskMove, number>;
}
