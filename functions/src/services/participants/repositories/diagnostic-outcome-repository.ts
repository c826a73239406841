// A participant's diagnostic outcome, changed in one transaction with what goes with it (the accuracy
// counts, the audit event): the participant is read there with their screenings, so a result completed
// or scored again at the same moment cannot leave the counts behind (decision 45).
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS } from "../../../db/collections";
import type { JoinedWrite } from "../../../core/transaction-step";
import type { Screenings, StoredDiagnosticOutcome } from "../stored-participant";
import { OUTCOME_FIELD, toOutcomeData } from "./diagnostic-outcome-data";
import { readScreenings } from "./participant-risk-repository";

export interface OutcomeState {
  screenings: Screenings | null;
  outcome: StoredDiagnosticOutcome | null;
}

export interface OutcomeChange {
  /** The outcome to store; null deletes it. */
  outcome: StoredDiagnosticOutcome | null;
  alsoWrite: readonly (JoinedWrite | null)[];
}

/** Null when the participant is gone. */
export async function changeOutcome(participantId: string, decide: (state: OutcomeState) => OutcomeChange): Promise<StoredDiagnosticOutcome | null | undefined> {
  const db = getFirestore(adminApp());
  const ref = db.collection(PARTICIPANTS).doc(participantId);
  return db.runTransaction(async (tx) => {
    const { exists, screenings, outcome } = await readScreenings(tx, participantId);
    if (!exists) return undefined;
    const change = decide({ screenings, outcome });
    tx.update(ref, { [OUTCOME_FIELD]: change.outcome ? toOutcomeData(change.outcome) : FieldValue.delete() });
    for (const write of change.alsoWrite) write?.(tx);
    return change.outcome;
  });
}
