// The participants collection, read-only for now: the assessment API needs to find a participant and
// its scope. Issue 5 (the participants API) adds creation and lists on top of this layout.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { adminApp } from "../admin-app";

export const PARTICIPANTS = "participants";

export interface StoredParticipant {
  id: string;
  name: string;
  gender: string | null;
  /** 'YYYY-MM-DD', stored as a Timestamp at 00:00 UTC; null if it was never given. */
  date_of_birth: string | null;
  grade: string | null;
  section: string | null;
  owner_uid: string;
  /** Set only for a school's student. */
  school_id: string | null;
  /** Set only for an organization's client. */
  organization_id: string | null;
  /** An individual's own participant. */
  is_self: boolean;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function fromParticipantData(id: string, data: DocumentData): StoredParticipant {
  const dob = data.date_of_birth;
  return {
    id,
    name: text(data.name) ?? "",
    gender: text(data.gender),
    date_of_birth: dob instanceof Timestamp ? dob.toDate().toISOString().slice(0, 10) : null,
    grade: text(data.grade),
    section: text(data.section),
    owner_uid: text(data.owner_uid) ?? "",
    school_id: text(data.school_id),
    organization_id: text(data.organization_id),
    is_self: data.is_self === true,
  };
}

export async function findParticipant(id: string): Promise<StoredParticipant | null> {
  const snapshot = await getFirestore(adminApp()).collection(PARTICIPANTS).doc(id).get();
  const data = snapshot.data();
  return data ? fromParticipantData(snapshot.id, data) : null;
}
