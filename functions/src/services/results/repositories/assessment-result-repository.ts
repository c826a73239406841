// assessment_results/{id} (auto-ids, unguessable), their answers/{questionId}, and the pointer
// latest_results/{participantId}__{assessmentId} to a participant's newest result for an assessment.
// Every change of status or answers happens in a transaction that reads the result first; the
// decisions themselves are the service's, passed in as callbacks (they may throw an HttpError).
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { fromAnswerData, fromResultData, toAnswerData, toResultData, toResultPatchData } from "./assessment-result-converter";
import type { NewResult, ResultPatch, StoredAnswer, StoredResult } from "./assessment-result-converter";
import { batchingReads } from "../../../db/batched-reads";
import { riskStepFor } from "./participant-risk-step";
import { pendingAfterAnswer, pendingReviewsOf, withPendingReviews } from "../pending-reviews";
import { ANSWERS, LATEST_RESULTS, RESULTS } from "../../../db/collections";



// Twenty devices asking for the same result at once all queue on one pointer document.
const CONTENDED = { maxAttempts: 25 };

function db() {
  return getFirestore(adminApp());
}
const resultRef = (id: string) => db().collection(RESULTS).doc(id);
const answerRef = (resultId: string, questionId: number) => resultRef(resultId).collection(ANSWERS).doc(String(questionId));
const latestRef = (participantId: string, assessmentId: string) => db().collection(LATEST_RESULTS).doc(`${participantId}__${assessmentId}`);

export async function findResult(id: string): Promise<StoredResult | null> {
  const snapshot = await resultRef(id).get();
  const data = snapshot.data();
  return data ? fromResultData(snapshot.id, data) : null;
}

/** One answer of a result, or null when the question has none (or there is no such result). */
export async function findAnswer(resultId: string, questionId: number): Promise<StoredAnswer | null> {
  const data = (await answerRef(resultId, questionId).get()).data();
  return data ? fromAnswerData(data) : null;
}

export async function listAnswers(resultId: string): Promise<StoredAnswer[]> {
  const snapshot = await resultRef(resultId).collection(ANSWERS).get();
  return snapshot.docs.map((doc) => fromAnswerData(doc.data()));
}

async function readLatest(tx: Transaction | null, participantId: string, assessmentId: string): Promise<StoredResult | null> {
  const pointer = tx ? await tx.get(latestRef(participantId, assessmentId)) : await latestRef(participantId, assessmentId).get();
  const id = pointer.get("result_id");
  if (typeof id !== "string") return null;
  const snapshot = tx ? await tx.get(resultRef(id)) : await resultRef(id).get();
  const data = snapshot.data();
  return data ? fromResultData(snapshot.id, data) : null;
}

/** The participant's newest result for this assessment, or null. */
export function findLatestResult(participantId: string, assessmentId: string): Promise<StoredResult | null> {
  return readLatest(null, participantId, assessmentId);
}

export interface GetOrCreatePolicy {
  /** True when the newest result is the one to hand back (it is still open). */
  reuse(latest: StoredResult): boolean;
  /** The result to create, given every result of the participant; throws to refuse. */
  create(history: StoredResult[]): NewResult;
}

/**
 * Returns the open result for a participant and assessment, or creates one. The pointer document is
 * read and written in the same transaction as the new result, so concurrent calls create one result.
 */
export async function getOrCreateResult(
  participantId: string,
  assessmentId: string,
  policy: GetOrCreatePolicy,
): Promise<{ result: StoredResult; created: boolean }> {
  // Most calls find the open result: answer them without taking the lock.
  const seen = await readLatest(null, participantId, assessmentId);
  if (seen && policy.reuse(seen)) return { result: seen, created: false };

  return db().runTransaction(async (tx) => {
    const latest = await readLatest(tx, participantId, assessmentId);
    if (latest && policy.reuse(latest)) return { result: latest, created: false };
    const history = await tx.get(db().collection(RESULTS).where("participant_id", "==", participantId));
    const fresh = policy.create(history.docs.map((doc) => fromResultData(doc.id, doc.data())));
    const ref = db().collection(RESULTS).doc();
    tx.create(ref, toResultData(fresh));
    tx.set(latestRef(participantId, assessmentId), {
      participant_id: participantId,
      assessment_id: assessmentId,
      result_id: ref.id,
      updated_at: Timestamp.fromDate(fresh.created_at),
    });
    return { result: { id: ref.id, ...fresh }, created: true };
  }, CONTENDED);
}

/** One student's planned test: created only if the pointer still names what was read when it was planned. */
export interface ClassResultPlan {
  participantId: string;
  assessmentId: string;
  /** The result the participant+assessment pointer named when planned (null: none). */
  seenResultId: string | null;
  result: NewResult;
}

const CLASS_CHUNK = 200;

/**
 * Creates the planned results with their pointers, CLASS_CHUNK students a transaction (two writes each,
 * under Firestore's 500). A pointer that moved since planning means someone started that test meanwhile:
 * that one is kept and reported, not created again. Returns each participant's result id and whether it
 * was created here.
 */
export async function createResultsForClass(plans: readonly ClassResultPlan[]): Promise<Map<string, { resultId: string; created: boolean }>> {
  const outcome = new Map<string, { resultId: string; created: boolean }>();
  for (let start = 0; start < plans.length; start += CLASS_CHUNK) {
    const chunk = plans.slice(start, start + CLASS_CHUNK);
    const decided = await db().runTransaction(async (tx) => {
      const pointers = await tx.getAll(...chunk.map((plan) => latestRef(plan.participantId, plan.assessmentId)));
      return chunk.map((plan, i) => {
        const current = pointers[i]?.get("result_id");
        const currentId = typeof current === "string" ? current : null;
        if (currentId !== plan.seenResultId && currentId !== null) return { plan, resultId: currentId, created: false };
        const ref = db().collection(RESULTS).doc();
        tx.create(ref, toResultData(plan.result));
        tx.set(latestRef(plan.participantId, plan.assessmentId), {
          participant_id: plan.participantId,
          assessment_id: plan.assessmentId,
          result_id: ref.id,
          updated_at: Timestamp.fromDate(plan.result.created_at),
        });
        return { plan, resultId: ref.id, created: true };
      });
    }, CONTENDED);
    for (const { plan, resultId, created } of decided) outcome.set(plan.participantId, { resultId, created });
  }
  return outcome;
}

function applyPatch(result: StoredResult, patch: ResultPatch | null): StoredResult {
  return patch ? { ...result, ...patch } : result;
}

/** The answers with one replaced (or added). */
export function withAnswer(answers: readonly StoredAnswer[], answer: StoredAnswer): StoredAnswer[] {
  return [...answers.filter((a) => a.question_id !== answer.question_id), answer];
}

/** Reads the result, lets `decide` return a change (or null for none), and writes it. Null if no such result. */
export async function updateResult(id: string, decide: (result: StoredResult) => ResultPatch | null): Promise<StoredResult | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(resultRef(id));
    const data = snapshot.data();
    if (!data) return null;
    const result = fromResultData(id, data);
    const decided = decide(result);
    // Only a start or nothing comes here: a test nobody started has no answers, so a legacy one's count is 0.
    const patch = withPendingReviews(result, decided, result.pending_reviews === null && result.status === "not_started" ? 0 : null);
    const risk = await riskStepFor(tx, result, patch);
    if (patch) tx.update(resultRef(id), toResultPatchData(patch));
    risk?.(tx, applyPatch(result, patch));
    return applyPatch(result, patch);
  });
}

/** What saveAnswer does with the answer it was given: write it (with a change to the result), or keep the stored one. */
export type AnswerDecision = { write: StoredAnswer; patch: ResultPatch | null } | { keep: StoredAnswer };

export interface SavedAnswer {
  result: StoredResult;
  /** The answer now stored: the one written, or the one kept. */
  answer: StoredAnswer;
  /** The answer that was there before (a written answer replaced it), or null. */
  previous: StoredAnswer | null;
  written: boolean;
}

/**
 * Another repository's part of a transaction (a rate limit): read with ours, then its verdict, applied in
 * our order of refusals, throws to refuse or gives the write to make with ours.
 */
export interface TransactionStep {
  read(tx: Transaction): Promise<() => (tx: Transaction) => void>;
}

/** The caller's checks in the answer's transaction, in the order they refuse. */
export interface AnswerChecks {
  /** Before the result is looked at, so it refuses an id that has no result too (the address's misses). */
  first?: TransactionStep | null;
  /** Once the result is found, before `decide` (the capability's count). */
  then?: TransactionStep | null;
}

/**
 * Reads the result and answers/{questionId}, lets `decide` (which sees both) write an answer there and
 * change the result together, or keep what is stored. Null if no such result.
 * The answer, the result's counters and the caller's checks in one transaction: a refused request writes
 * nothing, and an answer costs one round of reads and one commit.
 */
export async function saveAnswer(
  resultId: string,
  questionId: number,
  decide: (result: StoredResult, previous: StoredAnswer | null) => AnswerDecision,
  checks: AnswerChecks = {},
): Promise<SavedAnswer | null> {
  return db().runTransaction(async (transaction) => {
    // The result, the answer and the checks' own reads in one round trip.
    const tx = batchingReads(transaction);
    const [snapshot, stored, first, then] = await Promise.all([
      tx.get(resultRef(resultId)),
      tx.get(answerRef(resultId, questionId)),
      checks.first?.read(tx),
      checks.then?.read(tx),
    ]);
    // Each check's verdict where it refuses: the first even when there is no result, the second only then.
    const writeFirst = first?.();
    const data = snapshot.data();
    if (!data) return null;
    const writeThen = then?.();
    const result = fromResultData(resultId, data);
    const storedData = stored.data();
    const previous = storedData ? fromAnswerData(storedData) : null;
    const decision = decide(result, previous);
    const risk = "keep" in decision ? null : await riskStepFor(tx, result, decision.patch);
    writeFirst?.(tx);
    writeThen?.(tx);
    if ("keep" in decision) return { result, answer: decision.keep, previous, written: false };
    // The count moves by this one answer: no other answer is read (decision 25).
    const patch = withPendingReviews(result, decision.patch, pendingAfterAnswer(result, previous, decision.write));
    tx.set(answerRef(resultId, questionId), toAnswerData(decision.write));
    if (patch) tx.update(resultRef(resultId), toResultPatchData(patch));
    risk?.(tx, applyPatch(result, patch));
    return { result: applyPatch(result, patch), answer: decision.write, previous, written: true };
  }, CONTENDED); // every answer of a result locks the result document: a burst of them must queue, not fail
}

/** One answer's replacement and the result's change that goes with it (new scores), decided from everything stored. */
export interface AnswerRewrite {
  answer: StoredAnswer;
  patch: ResultPatch | null;
}

/**
 * Reads the result and all its answers, lets `decide` replace one answer (and change the result), and
 * writes both together. False when there is no such result or `decide` changes nothing.
 */
export async function rewriteAnswer(id: string, decide: (result: StoredResult, answers: StoredAnswer[]) => AnswerRewrite | null): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(resultRef(id));
    const data = snapshot.data();
    if (!data) return false;
    const answers = (await tx.get(resultRef(id).collection(ANSWERS))).docs.map((doc) => fromAnswerData(doc.data()));
    const result = fromResultData(id, data);
    const rewrite = decide(result, answers);
    if (!rewrite) return false;
    const risk = await riskStepFor(tx, result, rewrite.patch);
    const patch = withPendingReviews(result, rewrite.patch, pendingReviewsOf(applyPatch(result, rewrite.patch), withAnswer(answers, rewrite.answer)));
    tx.set(answerRef(id, rewrite.answer.question_id), toAnswerData(rewrite.answer));
    if (patch) tx.update(resultRef(id), toResultPatchData(patch));
    risk?.(tx, applyPatch(result, patch));
    return true;
  }, CONTENDED);
}

/** Reads the result and all its answers, lets `decide` return a change (e.g. the scores), and writes it. */
export async function updateResultWithAnswers(
  id: string,
  decide: (result: StoredResult, answers: StoredAnswer[]) => ResultPatch | null,
): Promise<{ result: StoredResult; answers: StoredAnswer[] } | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(resultRef(id));
    const data = snapshot.data();
    if (!data) return null;
    const result = fromResultData(id, data);
    const answers = (await tx.get(resultRef(id).collection(ANSWERS))).docs.map((doc) => fromAnswerData(doc.data()));
    const decided = decide(result, answers);
    const patch = withPendingReviews(result, decided, pendingReviewsOf(applyPatch(result, decided), answers));
    const risk = await riskStepFor(tx, result, patch);
    if (patch) tx.update(resultRef(id), toResultPatchData(patch));
    risk?.(tx, applyPatch(result, patch));
    return { result: applyPatch(result, patch), answers };
  });
}
