// Lists of assessment results for a scope, newest first (indexes: firestore.indexes.json).
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { fromResultData } from "./result-converter";
import type { StoredResult } from "../stored-result";
import { ANSWERS, RESULTS } from "../../../db/collections";

/** Which results a list covers: one equality filter on a field every result carries. */
export interface ResultQuery {
  field: "owner_uid" | "school_id" | "organization_id" | "participant_id";
  value: string;
}

export async function listResults(query: ResultQuery): Promise<StoredResult[]> {
  const snapshot = await getFirestore(adminApp())
    .collection(RESULTS)
    .where(query.field, "==", query.value)
    .orderBy("created_at", "desc")
    .get();
  return snapshot.docs.map((doc) => fromResultData(doc.id, doc.data()));
}

/**
 * How many scored answers of a result wait for a person to review them. Only those are read (one
 * field each; older answers may lack is_practice, which then means scored), so no composite index.
 */
export async function countWaitingAnswers(resultId: string): Promise<number> {
  const snapshot = await getFirestore(adminApp())
    .collection(RESULTS)
    .doc(resultId)
    .collection(ANSWERS)
    .where("needs_review", "==", true)
    .select("is_practice")
    .get();
  return snapshot.docs.filter((doc) => doc.get("is_practice") !== true).length;
}

/** Every result of these participants, newest first: `in` queries of 30 ids, Firestore's limit. */
export async function listResultsOfParticipants(participantIds: readonly string[]): Promise<StoredResult[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < participantIds.length; i += 30) chunks.push(participantIds.slice(i, i + 30));
  const snapshots = await Promise.all(chunks.map((ids) => getFirestore(adminApp()).collection(RESULTS).where("participant_id", "in", ids).get()));
  const results = snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => fromResultData(doc.id, doc.data())));
  return results.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}

/** A page's filter: the scope's field, and for an owner only private results (not a school's they left). */
export function scopeQuery(query: ResultQuery, privateOnly: boolean) {
  const q = getFirestore(adminApp()).collection(RESULTS).where(query.field, "==", query.value);
  return privateOnly ? q.where("school_id", "==", null).where("organization_id", "==", null) : q;
}

/** One page of a scope's results, newest first then by id, after `after` (created_at ms, id). */
export async function listResultsPage(query: ResultQuery, privateOnly: boolean, limit: number, after: { createdAt: number; id: string } | null): Promise<{ items: StoredResult[]; more: boolean }> {
  let q = scopeQuery(query, privateOnly).orderBy("created_at", "desc").orderBy(FieldPath.documentId(), "desc");
  if (after) q = q.startAfter(Timestamp.fromMillis(after.createdAt), after.id);
  const snapshot = await q.limit(limit + 1).get();
  return { items: snapshot.docs.slice(0, limit).map((doc) => fromResultData(doc.id, doc.data())), more: snapshot.size > limit };
}

export async function countResults(query: ResultQuery, privateOnly: boolean): Promise<number> {
  return (await scopeQuery(query, privateOnly).count().get()).data().count;
}
