// Creating participants: a school's student together with the student_codes/{code} document that
// reserves its Student ID (one transaction, so a code is never given twice), and an individual's own
// participant, created or refreshed from their profile.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { PRIVACY_VERSION } from "@readbright/domain/privacy-notice";
import type { ConsentRecord } from "@readbright/domain/consent";
import { adminApp } from "../../../admin-app";
import { fromParticipantData } from "./participant-repository";
import type { StoredParticipant } from "../stored-participant";
import { dateToTimestamp } from "../../../db/calendar-dates";
import { addClasses } from "./school-classes-repository";
import { PARTICIPANTS, STUDENT_CODES } from "../../../db/collections";


/** A participant to create, with the consent it is added under (stored as `consent`, dated by the server). */
export type NewParticipant = Omit<StoredParticipant, "id" | "student_code" | "latest_risk_level" | "risk_move"> & { consent: ConsentRecord };
/** A new participant has no completed test: no level and no move (participant-risk.ts keeps them). */
export const NO_RISK_YET = { completed_screenings: {}, latest_risk_level: null, risk_move: null } as const;
/** The fields of an individual's own participant that follow the profile and the form. */
export type SelfParticipantFields = Pick<StoredParticipant, "name" | "gender" | "date_of_birth" | "history" | "difficulties">;

// A few tries are plenty: 31^6 codes make a collision rare even for many schools.
const CODE_ATTEMPTS = 8;

function db() {
  return getFirestore(adminApp());
}

/** `given_at` is the time of the write that stores the participant: the consent and the data arrive together. */
export function consentData(consent: ConsentRecord, givenAt: FieldValue = FieldValue.serverTimestamp()): DocumentData {
  return { basis: consent.basis, given_by_uid: consent.given_by_uid, given_at: givenAt, privacy_version: consent.privacy_version };
}

function toData(fields: Partial<NewParticipant>): DocumentData {
  const data: DocumentData = { ...fields };
  if (fields.date_of_birth !== undefined) data.date_of_birth = fields.date_of_birth ? dateToTimestamp(fields.date_of_birth) : null;
  if (fields.consent) data.consent = consentData(fields.consent);
  return data;
}

async function readBack(id: string): Promise<StoredParticipant> {
  const snapshot = await db().collection(PARTICIPANTS).doc(id).get();
  return fromParticipantData(id, snapshot.data() ?? {});
}

/** Stores a participant; with `makeCode`, also reserves a unique student code for it. */
export async function createParticipant(participant: NewParticipant, makeCode?: () => string): Promise<StoredParticipant> {
  const ref = db().collection(PARTICIPANTS).doc();
  const stamps = { created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() };
  if (!makeCode) {
    const batch = db().batch();
    batch.create(ref, { ...toData(participant), ...NO_RISK_YET, student_code: null, ...stamps });
    addClasses(batch, [participant]);
    await batch.commit();
    return readBack(ref.id);
  }
  await db().runTransaction(async (tx) => {
    let code: string | null = null;
    for (let attempt = 0; attempt < CODE_ATTEMPTS && code === null; attempt += 1) {
      const candidate = makeCode();
      if (!(await tx.get(db().collection(STUDENT_CODES).doc(candidate))).exists) code = candidate;
    }
    if (code === null) throw new Error("No free student code found");
    tx.create(ref, { ...toData(participant), ...NO_RISK_YET, student_code: code, ...stamps });
    addClasses(tx, [participant]);
    tx.create(db().collection(STUDENT_CODES).doc(code), { participant_id: ref.id, school_id: participant.school_id, created_at: FieldValue.serverTimestamp() });
  });
  return readBack(ref.id);
}

function selfQuery(uid: string) {
  return db().collection(PARTICIPANTS).where("owner_uid", "==", uid).where("is_self", "==", true).limit(1);
}

/**
 * The individual's own participant: created from `initial` if missing, otherwise `changes` are written
 * over it (only when something differs, so reading a list does not write). One transaction, so two
 * first requests create one participant.
 */
export async function upsertSelfParticipant(
  uid: string,
  initial: SelfParticipantFields,
  changes: Partial<SelfParticipantFields>,
): Promise<StoredParticipant> {
  const id = await db().runTransaction(async (tx) => {
    const [existing] = (await tx.get(selfQuery(uid))).docs;
    if (existing) {
      const current = fromParticipantData(existing.id, existing.data());
      const differs = Object.entries(changes).some(([key, value]) => current[key as keyof SelfParticipantFields] !== value);
      if (differs) tx.update(existing.ref, { ...toData(changes), updated_at: FieldValue.serverTimestamp() });
      return existing.id;
    }
    const ref = db().collection(PARTICIPANTS).doc();
    const participant: NewParticipant = {
      ...initial,
      ...changes,
      grade: null,
      section: null,
      owner_uid: uid,
      school_id: null,
      organization_id: null,
      is_self: true,
      // An individual is the person screened: their account's agreement to the Privacy notice covers it.
      consent: { basis: "self", given_by_uid: uid, privacy_version: PRIVACY_VERSION },
    };
    tx.create(ref, { ...toData(participant), ...NO_RISK_YET, student_code: null, created_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    return ref.id;
  });
  return readBack(id);
}
