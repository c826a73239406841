// Lists of assessment results for a scope, newest first (indexes: firestore.indexes.json).
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { fromResultData } from "./assessment-result-converter";
import type { StoredResult } from "./assessment-result-converter";
import { ANSWERS, RESULTS } from "./assessment-result-repository";

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
