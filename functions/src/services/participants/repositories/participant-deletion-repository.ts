// A participant's own documents going: their student code (if it is still theirs) and the participant,
// in one batch with the write that goes with it (the audit event). Their results go before this
// (workflows/participant-deletion.ts), so a delete that fails half-way can simply be repeated.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { PARTICIPANTS, STUDENT_CODES } from "../../../db/collections";
import type { JoinedWrite } from "../../../core/transaction-step";
import type { StoredParticipant } from "../stored-participant";

export async function deleteParticipantRecord(participant: StoredParticipant, alsoWrite: JoinedWrite | null): Promise<void> {
  const db = getFirestore(adminApp());
  const batch = db.batch();
  if (participant.student_code) {
    const code = db.collection(STUDENT_CODES).doc(participant.student_code);
    if ((await code.get()).get("participant_id") === participant.id) batch.delete(code);
  }
  batch.delete(db.collection(PARTICIPANTS).doc(participant.id));
  alsoWrite?.(batch);
  await batch.commit();
}
