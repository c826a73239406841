// Creating many participants at once (the CSV group upload): batched writes of at most 500 operations,
// a few batches in flight at a time. A school's student gets its Student ID reserved in the same batch
// (student_codes/{code}, created only if free), as participant-write-repository.ts does one at a time.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { dateToTimestamp } from "../../../db/calendar-dates";
import { consentData, NO_RISK_YET } from "./participant-write-repository";
import { addClasses } from "./school-classes-repository";
import type { NewParticipant } from "./participant-write-repository";
import { PARTICIPANTS, STUDENT_CODES } from "../../../db/collections";

/** Firestore's limit on the writes of one batch. */
export const MAX_BATCH_WRITES = 500;
const BATCHES_IN_FLIGHT = 4;
// A taken code fails its whole batch (create() on an existing document); the batch is then retried with
// fresh codes. With 31^6 codes a second collision is vanishingly rare.
const CODE_ATTEMPTS = 3;
const ALREADY_EXISTS = 6;

interface Written {
  participants: DocumentReference[];
  codes: DocumentReference[];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function commitChunk(db: Firestore, participants: readonly NewParticipant[], makeCode: (() => string) | undefined): Promise<Written> {
  for (let attempt = 1; ; attempt += 1) {
    const batch = db.batch();
    const written: Written = { participants: [], codes: [] };
    const used = new Set<string>();
    for (const participant of participants) {
      const ref = db.collection(PARTICIPANTS).doc();
      let code: string | null = null;
      if (makeCode) {
        do code = makeCode();
        while (used.has(code));
        used.add(code);
        const codeRef = db.collection(STUDENT_CODES).doc(code);
        batch.create(codeRef, { participant_id: ref.id, school_id: participant.school_id, created_at: FieldValue.serverTimestamp() });
        written.codes.push(codeRef);
      }
      const now = FieldValue.serverTimestamp();
      const dateOfBirth = participant.date_of_birth ? dateToTimestamp(participant.date_of_birth) : null;
      batch.create(ref, { ...participant, ...NO_RISK_YET, date_of_birth: dateOfBirth, consent: consentData(participant.consent, now), student_code: code, created_at: now, updated_at: now });
      written.participants.push(ref);
    }
    addClasses(batch, participants);
    try {
      await batch.commit();
      return written;
    } catch (err) {
      if (!makeCode || attempt >= CODE_ATTEMPTS || (err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
    }
  }
}

async function deleteAll(db: Firestore, refs: readonly DocumentReference[]): Promise<void> {
  for (const part of chunk(refs, MAX_BATCH_WRITES)) {
    const batch = db.batch();
    for (const ref of part) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * Writes every participant, or (best effort) none: if a batch fails, the batches already committed are
 * deleted again before the error is passed on. Returns the new ids in input order.
 */
export async function createParticipantsInBatches(participants: readonly NewParticipant[], makeCode?: () => string): Promise<string[]> {
  const db = getFirestore(adminApp());
  const perParticipant = makeCode ? 2 : 1;
  const chunks = chunk(participants, Math.floor(MAX_BATCH_WRITES / perParticipant));
  const results: Written[] = [];
  let next = 0;
  let failed = false; // once a batch fails, no further batch starts
  const worker = async () => {
    while (!failed && next < chunks.length) {
      const index = next++;
      try {
        results[index] = await commitChunk(db, chunks[index] as NewParticipant[], makeCode);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, chunks.length) }, worker));
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
  if (failure) {
    const committed = results.filter((written): written is Written => written !== undefined);
    await deleteAll(db, committed.flatMap((written) => [...written.participants, ...written.codes]));
    throw failure.reason;
  }
  return results.flatMap((written) => written.participants.map((ref) => ref.id));
}
