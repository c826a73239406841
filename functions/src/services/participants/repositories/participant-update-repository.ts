// Correcting a participant's details: the participant, the school's class lists and what the caller adds
// (the copies of the name, grade and section their results carry; the audit event), in one batch: the
// change is made everywhere or nowhere.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { dateToTimestamp } from "../../../db/calendar-dates";
import type { JoinedWrite } from "../../../core/transaction-step";
import { fromParticipantData } from "./participant-repository";
import type { StoredParticipant } from "../stored-participant";
import { addClasses } from "./school-classes-repository";
import { PARTICIPANTS } from "../../../db/collections";

export type ParticipantChanges = Partial<Pick<StoredParticipant, "name" | "gender" | "date_of_birth" | "grade" | "section" | "history" | "difficulties">>;

function db() {
  return getFirestore(adminApp());
}

export async function updateParticipantFields(participant: StoredParticipant, changes: ParticipantChanges, alsoWrite: readonly (JoinedWrite | null)[]): Promise<StoredParticipant> {
  const ref = db().collection(PARTICIPANTS).doc(participant.id);
  const data: DocumentData = { ...changes, updated_at: FieldValue.serverTimestamp() };
  if (changes.date_of_birth !== undefined) data.date_of_birth = changes.date_of_birth ? dateToTimestamp(changes.date_of_birth) : null;
  const batch = db().batch();
  batch.update(ref, data);
  if (changes.grade !== undefined || changes.section !== undefined) addClasses(batch, [{ school_id: participant.school_id, grade: changes.grade ?? participant.grade, section: changes.section ?? participant.section }]);
  for (const write of alsoWrite) write?.(batch);
  await batch.commit();
  return fromParticipantData(participant.id, (await ref.get()).data() ?? {});
}
