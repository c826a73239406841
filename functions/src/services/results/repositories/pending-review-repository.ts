// The results of a scope with spoken answers waiting for review (decision 25): counted and paged by the
// `awaiting_review` flag each result keeps with its `pending_reviews` count, oldest test first; and the
// results stored before the count (result-changes.ts healPendingReviews gives them one). Indexes: firestore.indexes.json.
import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { fromResultData } from "./result-converter";
import type { StoredResult } from "../stored-result";
import { scopeQuery } from "./result-list-repository";
import type { ResultQuery } from "./result-list-repository";


/** Where a page of the pending list ends: the test's start (ms) and its id. */
export interface PendingCursor {
  startedAt: number;
  id: string;
}

/** How many of the scope's results wait for review, how many do not, and how many there are (equality filters only). */
export async function countPendingState(query: ResultQuery, privateOnly: boolean): Promise<{ awaiting: number; settled: number; total: number }> {
  const scope = scopeQuery(query, privateOnly);
  const [awaiting, settled, total] = await Promise.all([
    scope.where("awaiting_review", "==", true).count().get(),
    scope.where("awaiting_review", "==", false).count().get(),
    scope.count().get(),
  ]);
  return { awaiting: awaiting.data().count, settled: settled.data().count, total: total.data().count };
}

/** The scope's results waiting for review, oldest test first (by when it began), then by id; `limit` null for all. */
export async function listPendingResults(query: ResultQuery, privateOnly: boolean, limit: number | null, after: PendingCursor | null): Promise<{ items: StoredResult[]; more: boolean }> {
  let q = scopeQuery(query, privateOnly).where("awaiting_review", "==", true).orderBy("started_at", "asc").orderBy(FieldPath.documentId(), "asc");
  if (after) q = q.startAfter(Timestamp.fromMillis(after.startedAt), after.id);
  const snapshot = await (limit === null ? q : q.limit(limit + 1)).get();
  const docs = limit === null ? snapshot.docs : snapshot.docs.slice(0, limit);
  return { items: docs.map((doc) => fromResultData(doc.id, doc.data())), more: limit !== null && snapshot.size > limit };
}

/** The ids of the scope's results stored before the count (one field read each). */
export async function resultsWithoutPendingCount(query: ResultQuery, privateOnly: boolean): Promise<string[]> {
  const snapshot = await scopeQuery(query, privateOnly).select("pending_reviews").get();
  return snapshot.docs.filter((doc) => typeof doc.get("pending_reviews") !== "number").map((doc) => doc.id);
}
