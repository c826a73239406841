// The one shape in which a module takes part in another's transaction (a rate limit's count in an
// answer's, a participant's risk fields in a result's change, an audit event in a deletion's batch).
// Services pass steps along without opening them; only repositories run them.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";

export type { Transaction };

/** A write made with another's writes, committed (or refused) with them. */
export type JoinedWrite = (writer: Transaction | WriteBatch) => void;

/**
 * A part of another transaction: `read` goes with the transaction's reads; its verdict, applied where the
 * transaction's order of refusals says, throws to refuse or gives the write to make (null: none).
 */
export interface TransactionStep<Input = void> {
  read(tx: Transaction): Promise<(input: Input) => JoinedWrite | null>;
}
