// assessment_results/{id}/answers/{questionId}: one document per question answered, read here and
// written with their result in result-transaction.ts.
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ANSWERS } from "../../../db/collections";
import type { StoredAnswer } from "../stored-answer";
import { fromAnswerData } from "./answer-converter";
import { db, resultRef } from "./result-repository";

export const answerRef = (resultId: string, questionId: number) => resultRef(resultId).collection(ANSWERS).doc(String(questionId));
export const answersOf = (resultId: string) => resultRef(resultId).collection(ANSWERS);

/** One answer of a result, or null when the question has none (or there is no such result). */
export async function findAnswer(resultId: string, questionId: number): Promise<StoredAnswer | null> {
  const data = (await answerRef(resultId, questionId).get()).data();
  return data ? fromAnswerData(data) : null;
}

export async function listAnswers(resultId: string): Promise<StoredAnswer[]> {
  const snapshot = await answersOf(resultId).get();
  return snapshot.docs.map((doc) => fromAnswerData(doc.data()));
}

export interface AnswerWithRecording {
  resultId: string;
  answer: StoredAnswer;
}

/** Pages of answers whose audio_path is set, across every result, in path order (a collection-group query: firestore.indexes.json). */
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
