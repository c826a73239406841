// student_codes/{code}: a school student's Student ID, pointing at the participant.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { STUDENT_CODES } from "../../../db/collections";

/** The participant a code belongs to, or null. */
export async function findStudentCodeParticipant(code: string): Promise<string | null> {
  const snapshot = await getFirestore(adminApp()).collection(STUDENT_CODES).doc(code).get();
  const id = snapshot.get("participant_id");
  return typeof id === "string" ? id : null;
}
