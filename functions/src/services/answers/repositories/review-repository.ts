// A person's mark on a spoken answer: the answer's new mark, a history entry under
// assessment_results/{id}/reviews/{auto-id} (who, when, the mark replaced, the note) and the result's
// new scores, written in one transaction with the answers it was scored from.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { fromAnswerData, fromResultData, toAnswerData, toResultPatchData } from "../../results/repositories/assessment-result-converter";
import type { ResultPatch, StoredAnswer, StoredResult } from "../../results/repositories/assessment-result-converter";
import { riskStepFor } from "../../results/repositories/participant-risk-step";
import { pendingReviewsOf, withPendingReviews } from "../../results/pending-reviews";
import { withAnswer } from "../../results/repositories/assessment-result-repository";
import { writeAuditEvent } from "../../audit/repositories/audit-event-repository";
import type { NewAuditEvent } from "../../audit/repositories/audit-event-repository";
import { ANSWERS, RESULTS, REVIEWS } from "../../../db/collections";


export interface ReviewRecord {
  question_id: number;
  is_correct: boolean;
  previous_is_correct: boolean | null;
  previous_marked_by: string | null;
  note: string | null;
  reviewer_uid: string;
  /** Copied, so the history reads in the console without a join. */
  reviewer_name: string;
  reviewed_at: Date;
}

export interface ReviewDecision {
  answer: StoredAnswer;
  record: ReviewRecord;
  patch: ResultPatch | null;
}

function db() {
  return getFirestore(adminApp());
}

/**
 * Reads the result and its answers, lets `decide` mark one (it may throw an HttpError), and writes the
 * answer, the history entry and the result's change together. null when the result does not exist.
 */
export async function saveReview(
  resultId: string,
  decide: (result: StoredResult, answers: StoredAnswer[]) => ReviewDecision,
  /** The audit event of the mark, written in the same transaction (none for an account with no log). */
  audit: (result: StoredResult, decision: ReviewDecision) => NewAuditEvent | null = () => null,
): Promise<{ result: StoredResult; decision: ReviewDecision } | null> {
  const resultRef = db().collection(RESULTS).doc(resultId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(resultRef);
    const data = snapshot.data();
    if (!data) return null;
    const result = fromResultData(resultId, data);
    const answers = (await tx.get(resultRef.collection(ANSWERS))).docs.map((doc) => fromAnswerData(doc.data()));
    const decision = decide(result, answers);
    const risk = await riskStepFor(tx, result, decision.patch);
    // The answer marked leaves the count; a completed test's comes from its new scores.
    const patch = withPendingReviews(result, decision.patch, pendingReviewsOf({ ...result, ...decision.patch }, withAnswer(answers, decision.answer)));
    tx.set(resultRef.collection(ANSWERS).doc(String(decision.answer.question_id)), toAnswerData(decision.answer));
    tx.create(resultRef.collection(REVIEWS).doc(), { ...decision.record, reviewed_at: Timestamp.fromDate(decision.record.reviewed_at) });
    if (patch) tx.update(resultRef, toResultPatchData(patch));
    risk?.(tx, { ...result, ...patch });
    writeAuditEvent(tx, audit(result, decision));
    return { result: { ...result, ...patch }, decision };
  });
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
