// Correcting a participant's details: the participant, the copy of their name, grade and section every
// result of theirs carries (results/stored-result.ts), the school's class
// lists and the audit event, in one batch: the change is made everywhere or nowhere.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { dateToTimestamp } from "../../../db/calendar-dates";
import type { JoinedWrite } from "../../../core/transaction-step";
import { fromParticipantData } from "./participant-repository";
import type { StoredParticipant } from "../stored-participant";
import { addClasses } from "./school-classes-repository";
import { PARTICIPANTS, RESULTS } from "../../../db/collections";

export type ParticipantChanges = Partial<Pick<StoredParticipant, "name" | "gender" | "date_of_birth" | "grade" | "section" | "history" | "difficulties">>;

function db() {
  return getFirestore(adminApp());
}

export async function updateParticipantFields(participant: StoredParticipant, changes: ParticipantChanges, alsoWrite: JoinedWrite | null): Promise<StoredParticipant> {
  const ref = db().collection(PARTICIPANTS).doc(participant.id);
  const data: DocumentData = { ...changes, updated_at: FieldValue.serverTimestamp() };
  if (changes.date_of_birth !== undefined) data.date_of_birth = changes.date_of_birth ? dateToTimestamp(changes.date_of_birth) : null;
  const batch = db().batch();
  batch.update(ref, data);
  const copied = Object.fromEntries((["name", "grade", "section"] as const).filter((field) => changes[field] !== undefined).map((field) => [`participant.${field}`, changes[field]]));
  if (Object.keys(copied).length > 0) {
    const results = await db().collection(RESULTS).where("participant_id", "==", participant.id).select().get();
    for (const doc of results.docs) batch.update(doc.ref, copied);
  }
  if (changes.grade !== undefined || changes.section !== undefined) addClasses(batch, [{ school_id: participant.school_id, grade: changes.grade ?? participant.grade, section: changes.section ?? participant.section }]);
  alsoWrite?.(batch);
  await batch.commit();
  return fromParticipantData(participant.id, (await ref.get()).data() ?? {});
}
