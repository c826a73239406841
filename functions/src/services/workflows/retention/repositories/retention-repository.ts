// What the retention jobs read and record (issue 16): answers that still hold a recording, across every
// result (a collection-group query on audio_path, firestore.indexes.json), and each run's counts in
// retention_runs (numbers only, never whose data it was).
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { adminApp } from "../../../../admin-app";
import { fromAnswerData } from "../../../results/repositories/assessment-result-converter";
import type { StoredAnswer } from "../../../results/repositories/assessment-result-converter";
import { ANSWERS, RETENTION_RUNS } from "../../../../db/collections";


function db() {
  return getFirestore(adminApp());
}

export interface AnswerWithRecording {
  resultId: string;
  answer: StoredAnswer;
}

/** Pages of answers whose audio_path is set, in path order. */
export async function* answersWithRecordings(pageSize: number): AsyncGenerator<AnswerWithRecording[]> {
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = db().collectionGroup(ANSWERS).where("audio_path", "!=", null).orderBy("audio_path").limit(pageSize);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    if (snapshot.empty) return;
    yield snapshot.docs.map((doc) => ({ resultId: doc.ref.parent.parent?.id ?? "", answer: fromAnswerData(doc.data()) }));
    if (snapshot.size < pageSize) return;
    after = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
}

/** Records a run: its job's counts and when it ran. */
export async function recordRetentionRun(report: object): Promise<void> {
  await db().collection(RETENTION_RUNS).add({ ...report, ran_at: FieldValue.serverTimestamp() });
}
