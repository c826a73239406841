// The one way a result and its answers change: one transaction that reads the result (with one answer,
// all of them, or none) and the caller's steps together, lets the service decide, reads the steps the
// decision needs, then writes the answer, the result's patch and every step's write at once. A refused
// change (a step or the decision throws) writes nothing. The decisions and their rules are the
// services' (results/result-changes.ts); this file only reads and writes.
import { batchingReads } from "../../../db/batched-reads";
import type { JoinedWrite, TransactionStep } from "../../../core/transaction-step";
import type { ResultPatch, StoredResult } from "../stored-result";
import type { StoredAnswer } from "../stored-answer";
import { fromAnswerData, toAnswerData } from "./answer-converter";
import { answerRef, answersOf } from "./answer-repository";
import { fromResultData, toResultPatchData } from "./result-converter";
import { CONTENDED, db, resultRef } from "./result-repository";

/** What a change reads besides the result: one answer (by question id), every answer, or none. */
export type AnswerReads = { question: number } | "all" | "none";

export interface ResultState {
  result: StoredResult;
  /** The answer to the question read (null: none yet); null too when no one answer was read. */
  answer: StoredAnswer | null;
  /** Every answer, when they were read; [] otherwise. */
  answers: StoredAnswer[];
}

export interface ResultChange<T> {
  /** What the caller gets back. */
  value: T;
  patch?: ResultPatch | null;
  /** An answer to write (replacing the one stored for its question). */
  answer?: StoredAnswer | null;
  /** Steps the decision needs, read after it and before any write, given the result as changed. */
  after?: readonly TransactionStep<StoredResult>[];
  /** Writes made with the change (a review's history entry, an audit event). */
  alsoWrite?: readonly (JoinedWrite | null)[];
}

/** The caller's checks, in the order they refuse: `first` even when there is no result, `then` only once it is found. */
export interface ChangeChecks {
  first?: TransactionStep | null;
  then?: TransactionStep | null;
}

/** Runs one change of a result; null when there is no such result. */
export async function changeResult<T>(
  resultId: string,
  reads: AnswerReads,
  decide: (state: ResultState) => ResultChange<T>,
  checks: ChangeChecks = {},
): Promise<T | null> {
  return db().runTransaction(async (transaction) => {
    // The result, the answers and the checks' own reads in one round trip.
    const tx = batchingReads(transaction);
    const [snapshot, answerData, answerDocs, first, then] = await Promise.all([
      tx.get(resultRef(resultId)),
      typeof reads === "object" ? tx.get(answerRef(resultId, reads.question)).then((doc) => doc.data() ?? null) : null,
      reads === "all" ? tx.get(answersOf(resultId)).then((query) => query.docs) : [],
      checks.first?.read(tx),
      checks.then?.read(tx),
    ]);
    const answers = answerDocs.map((doc) => fromAnswerData(doc.data()));
    const writeFirst = first?.();
    const data = snapshot.data();
    if (!data) return null;
    const writeThen = then?.();
    const result = fromResultData(resultId, data);
    const change = decide({ result, answer: answerData ? fromAnswerData(answerData) : null, answers });
    const changed = change.patch ? { ...result, ...change.patch } : result;
    const afterVerdicts = await Promise.all((change.after ?? []).map((step) => step.read(tx)));
    writeFirst?.(tx);
    writeThen?.(tx);
    if (change.answer) tx.set(answerRef(resultId, change.answer.question_id), toAnswerData(change.answer));
    if (change.patch) tx.update(resultRef(resultId), toResultPatchData(change.patch));
    for (const verdict of afterVerdicts) verdict(changed)?.(tx);
    for (const write of change.alsoWrite ?? []) write?.(tx);
    return change.value;
  }, CONTENDED);
}
