// Deleting results: a result with its answers and reviews (the participant's risk without it, in a
// transaction first), or all of a participant's. Their recordings go before (answers/recording-files.ts).
import type { JoinedWrite, Transaction } from "../../core/transaction-step";
import { deleteResult, deleteResultsOf } from "./repositories/result-repository";
import { riskStep } from "./result-changes";
import type { StoredResult } from "./stored-result";
import { recountWrites } from "./result-statistics";

/** The evidence counters without the result: exactly what it added, as stored when it goes. */
const takeBackStatistics = (stored: StoredResult) => recountWrites(stored.id, stored.statistics_entry ?? null, null);

/** One result; its document goes last, in one batch with `alsoWrite` (the audit event). */
export async function removeResult(result: StoredResult, alsoWrite: JoinedWrite | null): Promise<void> {
  const risk = riskStep(result);
  const first = {
    async read(tx: Transaction) {
      const verdict = await risk.read(tx);
      return () => verdict(null);
    },
  };
  await deleteResult(result, first, alsoWrite, takeBackStatistics);
}

/** Every result of a participant who is being deleted (no risk to keep: the participant goes too). */
export async function removeResultsOf(participantId: string, results: readonly StoredResult[]): Promise<void> {
  await deleteResultsOf(participantId, results.map((result) => result.id), takeBackStatistics);
}
