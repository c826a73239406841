// Lists of assessment results for a scope, newest first (indexes: firestore.indexes.json).
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../admin-app";
import { fromResultData } from "./assessment-result-converter";
import type { StoredResult } from "./assessment-result-converter";
import { RESULTS } from "./assessment-result-repository";

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
