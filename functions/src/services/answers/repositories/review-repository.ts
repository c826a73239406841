// A person's marks on spoken answers: the history under assessment_results/{id}/reviews/{auto-id} (who,
// when, the mark replaced, the note), written with the answer's new mark and the result's new scores
// (results/result-changes.ts rewriteAnswer), and the latest note per question.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import type { JoinedWrite } from "../../../core/transaction-step";
import { RESULTS, REVIEWS } from "../../../db/collections";
import type { ReviewRecord } from "../review-rules";

function db() {
  return getFirestore(adminApp());
}

/** The history entry, written with the mark it records. */
export function reviewRecordWrite(resultId: string, record: ReviewRecord): JoinedWrite {
  const ref = db().collection(RESULTS).doc(resultId).collection(REVIEWS).doc();
  return (writer) => writer.create(ref, { ...record, reviewed_at: Timestamp.fromDate(record.reviewed_at) });
}

/** The latest note per question, from the review history. */
export async function latestReviewNotes(resultId: string): Promise<Map<number, string | null>> {
  const history = await db().collection(RESULTS).doc(resultId).collection(REVIEWS).orderBy("reviewed_at").get();
  const notes = new Map<number, string | null>();
  for (const doc of history.docs) {
    const note = doc.get("note");
    notes.set(Number(doc.get("question_id")), typeof note === "string" ? note : null);
  }
  return notes;
}
