// A participant's own documents going: their student code (if it is still theirs) and the participant,
// in one transaction with the write that goes with it (the audit event) and, when a diagnostic outcome
// was recorded, its part in the accuracy counts taken back (decision 45). Their results go before this
// (workflows/participant-deletion.ts), so a delete that fails half-way can simply be repeated.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS, STUDENT_CODES } from "../../../db/collections";
import type { JoinedWrite } from "../../../core/transaction-step";
import type { StoredDiagnosticOutcome, StoredParticipant } from "../stored-participant";
import { fromOutcomeData, OUTCOME_FIELD } from "./diagnostic-outcome-data";

export async function deleteParticipantRecord(
  participant: StoredParticipant,
  alsoWrite: JoinedWrite | null,
  outcomeGone: (outcome: StoredDiagnosticOutcome) => readonly JoinedWrite[] = () => [],
): Promise<void> {
  const db = getFirestore(adminApp());
  const ref = db.collection(PARTICIPANTS).doc(participant.id);
  const code = participant.student_code ? db.collection(STUDENT_CODES).doc(participant.student_code) : null;
  await db.runTransaction(async (tx) => {
    const [snapshot, codeDoc] = await Promise.all([tx.get(ref), code ? tx.get(code) : null]);
    if (code && codeDoc?.get("participant_id") === participant.id) tx.delete(code);
    const outcome = snapshot.exists ? fromOutcomeData(snapshot.get(OUTCOME_FIELD)) : null;
    tx.delete(ref);
    for (const write of outcome ? outcomeGone(outcome) : []) write(tx);
    alsoWrite?.(tx);
  });
}
