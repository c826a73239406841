// assessment_results/{id} (auto-ids, unguessable) and the pointer latest_results/{participantId}__{assessmentId}
// to a participant's newest result for an assessment. Changes to a result and its answers go through
// result-transaction.ts; answers are read in answer-repository.ts.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { LATEST_RESULTS, RESULTS } from "../../../db/collections";
import type { JoinedWrite, TransactionStep } from "../../../core/transaction-step";
import type { NewResult, ResultParticipant, StoredResult } from "../stored-result";
import { writerOf } from "../../../db/writer";
import { fromResultData, toResultData } from "./result-converter";

/** Twenty devices asking for the same result at once all queue on one document: they wait rather than fail. */
export const CONTENDED = { maxAttempts: 25 };

export const db = () => getFirestore(adminApp());
export const resultRef = (id: string) => db().collection(RESULTS).doc(id);
const latestRef = (participantId: string, assessmentId: string) => db().collection(LATEST_RESULTS).doc(`${participantId}__${assessmentId}`);

export async function findResult(id: string): Promise<StoredResult | null> {
  const snapshot = await resultRef(id).get();
  const data = snapshot.data();
  return data ? fromResultData(snapshot.id, data) : null;
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

function pointTo(tx: Transaction, result: NewResult, resultId: string): void {
  tx.set(latestRef(result.participant_id, result.assessment_id), {
    participant_id: result.participant_id,
    assessment_id: result.assessment_id,
    result_id: resultId,
    updated_at: Timestamp.fromDate(result.created_at),
  });
}

/**
 * Returns the open result for a participant and assessment, or creates one. The pointer document is
 * read and written in the same transaction as the new result, so concurrent calls create one result.
 */
export async function getOrCreateResult(participantId: string, assessmentId: string, policy: GetOrCreatePolicy): Promise<{ result: StoredResult; created: boolean }> {
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
    pointTo(tx, fresh, ref.id);
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
        pointTo(tx, plan.result, ref.id);
        return { plan, resultId: ref.id, created: true };
      });
    }, CONTENDED);
    for (const { plan, resultId, created } of decided) outcome.set(plan.participantId, { resultId, created });
  }
  return outcome;
}

/** Runs `step` with every result of the participant read in the same transaction. */
export async function withResultsOf(participantId: string, step: TransactionStep<StoredResult[]>): Promise<void> {
  await db().runTransaction(async (tx) => {
    const [results, verdict] = await Promise.all([tx.get(db().collection(RESULTS).where("participant_id", "==", participantId)), step.read(tx)]);
    verdict(results.docs.map((doc) => fromResultData(doc.id, doc.data())))?.(tx);
  });
}

/**
 * Deletes a result with its answers and reviews, and the pointer to it if it is the latest. `first` runs
 * in a transaction before anything goes (the participant's risk without it); the result document goes
 * last, in one batch with `alsoWrite` (the audit event): a delete that fails part-way is repeated whole.
 */
export async function deleteResult(result: StoredResult, first: TransactionStep | null, alsoWrite: JoinedWrite | null, takeBack: TakeBack = () => []): Promise<void> {
  const pointer = latestRef(result.participant_id, result.assessment_id);
  if ((await pointer.get()).get("result_id") === result.id) await pointer.delete();
  if (first) await db().runTransaction(async (tx) => (await first.read(tx))()?.(tx));
  // recursiveDelete takes each subcollection (answers, reviews) in batches; then the document and the event.
  const ref = resultRef(result.id);
  for (const sub of await ref.listCollections()) await db().recursiveDelete(sub);
  await deleteResultDocument(result.id, takeBack, alsoWrite);
}

/** What goes with a result's document, given the result as stored at that moment (its counters taken back). */
export type TakeBack = (stored: StoredResult) => readonly JoinedWrite[];

/**
 * The result's document, read and deleted in one transaction with `takeBack` of it as stored then: a
 * re-score that lands meanwhile is taken back too, and a repeated delete finds nothing to take back.
 */
async function deleteResultDocument(id: string, takeBack: TakeBack, alsoWrite: JoinedWrite | null = null): Promise<void> {
  const ref = resultRef(id);
  await db().runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    tx.delete(ref);
    if (data) for (const write of takeBack(fromResultData(id, data))) write(tx);
    alsoWrite?.(tx);
  });
}

/** Deletes every result of a participant with their answers and reviews, and the pointers to them. */
export async function deleteResultsOf(participantId: string, resultIds: readonly string[], takeBack: TakeBack = () => []): Promise<void> {
  // A participant has a pointer per assessment taken (a handful): one batch holds them.
  const batch = db().batch();
  const pointers = await db().collection(LATEST_RESULTS).where("participant_id", "==", participantId).get();
  for (const doc of pointers.docs) batch.delete(doc.ref);
  await batch.commit();
  // The document first, with its counters: nothing can score it again once it is gone; then what was under it.
  await Promise.all(resultIds.map(async (id) => {
    await deleteResultDocument(id, takeBack);
    await db().recursiveDelete(resultRef(id));
  }));
}

/** The write that sets these fields of the participant's copy (`participant.name`, ...) on every result of theirs. */
export async function participantCopiesWrite(participantId: string, fields: Partial<ResultParticipant>): Promise<JoinedWrite | null> {
  const copied = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([field, value]) => [`participant.${field}`, value]));
  if (Object.keys(copied).length === 0) return null;
  const results = await db().collection(RESULTS).where("participant_id", "==", participantId).select().get();
  return (writer) => {
    for (const doc of results.docs) writerOf(writer).update(doc.ref, copied);
  };
}
