// Really deleting a participant's data, or one result's: the result documents with their answers, the
// recordings those answers point at (and anything else under the result's recordings folder), the
// latest_results pointers, a student's code and the stored answer that registered them. Recordings go first and the participant (or result)
// document last, so a delete that fails half-way can simply be repeated.
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../../../admin-app";
import { fromAnswerData } from "../../results/repositories/assessment-result-converter";
import type { StoredResult } from "../../results/repositories/assessment-result-converter";
import { readParticipantRisk } from "../../results/repositories/participant-risk-step";
import type { StoredParticipant } from "./participant-repository";
import { RECORDINGS_PREFIX } from "../../answers/repositories/recording-repository";
import { deleteIdempotencyKeysOf } from "../../idempotency/repositories/idempotency-repository";
import { eraseParticipantFromAudit, forgetAuditTargets, logScopeOf, writeAuditEvent } from "../../audit/repositories/audit-event-repository";
import type { NewAuditEvent } from "../../audit/repositories/audit-event-repository";
import { ANSWERS, LATEST_RESULTS, PARTICIPANTS, RESULTS, STUDENT_CODES } from "../../../db/collections";

function db() {
  return getFirestore(adminApp());
}

function bucket() {
  return getStorage(adminApp()).bucket(process.env.STORAGE_BUCKET || undefined);
}

/** Recordings are stored as recordings/{owner}/{resultId}/... (services/answers/answer-service.ts). */
function recordingsFolder(result: Pick<StoredResult, "id" | "owner_uid">): string {
  return `${RECORDINGS_PREFIX}${result.owner_uid || "unowned"}/${result.id}/`;
}

async function deleteRecordingsOf(result: Pick<StoredResult, "id" | "owner_uid">): Promise<void> {
  const answers = await db().collection(RESULTS).doc(result.id).collection(ANSWERS).get();
  const paths = answers.docs.map((doc) => fromAnswerData(doc.data()).audio_path).filter((path): path is string => path !== null);
  await Promise.all(paths.map((path) => bucket().file(path).delete({ ignoreNotFound: true })));
  await bucket().deleteFiles({ prefix: recordingsFolder(result) });
}

/**
 * Deletes a result, its answers and recordings, and the pointer to it if it is the latest. The result
 * document goes last, in one batch with the audit event: a delete that fails part-way logs nothing and is
 * repeated whole.
 */
export async function deleteResultData(result: StoredResult, event: NewAuditEvent | null = null): Promise<void> {
  await deleteRecordingsOf(result);
  const pointer = db().collection(LATEST_RESULTS).doc(`${result.participant_id}__${result.assessment_id}`);
  const pointed = await pointer.get();
  if (pointed.get("result_id") === result.id) await pointer.delete();
  // The participant's risk fields without this result, before it goes: a failed delete is repeated whole.
  await db().runTransaction(async (tx) => (await readParticipantRisk(tx, result.participant_id, result.id))(tx, null));
  await forgetAuditTargets([result.id]);
  // recursiveDelete takes each subcollection (answers, reviews) in batches; then the document and the event.
  const ref = db().collection(RESULTS).doc(result.id);
  for (const sub of await ref.listCollections()) await db().recursiveDelete(sub);
  const batch = db().batch();
  batch.delete(ref);
  writeAuditEvent(batch, event);
  await batch.commit();
}

/**
 * Deletes a participant with every result, answer, recording, pointer, its student code and the stored
 * answer to the request that registered them (idempotency_keys).
 */
export async function deleteParticipantData(participant: StoredParticipant, results: readonly StoredResult[], event: NewAuditEvent | null = null): Promise<void> {
  for (const result of results) await deleteRecordingsOf(result);
  await deleteIdempotencyKeysOf(participant.id);
  // A participant has a pointer per assessment taken (a handful): one batch holds them.
  const batch = db().batch();
  const pointers = await db().collection(LATEST_RESULTS).where("participant_id", "==", participant.id).get();
  for (const doc of pointers.docs) batch.delete(doc.ref);
  if (participant.student_code) {
    const code = db().collection(STUDENT_CODES).doc(participant.student_code);
    if ((await code.get()).get("participant_id") === participant.id) batch.delete(code);
  }
  await batch.commit();
  await Promise.all(results.map((result) => db().recursiveDelete(db().collection(RESULTS).doc(result.id))));
  await eraseParticipantFromAudit({ id: participant.id, name: participant.name, scope: logScopeOf(participant) }, results.map((result) => result.id));
  // The participant last, with the audit event in the same batch: logged only once really gone.
  const last = db().batch();
  last.delete(db().collection(PARTICIPANTS).doc(participant.id));
  writeAuditEvent(last, event);
  await last.commit();
}
