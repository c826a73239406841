// Really deleting a participant's data, or one result's: the recordings first, then the results with
// their answers, pointers and the participant's risk, the audit log's mentions of them, and the
// participant (or result) document last, with its audit event in the same batch: logged only once really
// gone, and a delete that fails half-way can simply be repeated.
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import type { AuthUser } from "../../core/caller";
import { HttpError } from "../../core/http-error";
import { readCallerProfile } from "../accounts/caller-scope";
import { accessProfileOf } from "../accounts/caller-scope";
import { canAccessParticipant } from "../access/participant-access";
import { ERASED, logScopeOf } from "../audit/audit-event";
import type { NewAuditEvent } from "../audit/audit-event";
import { auditWrite, eraseParticipantFromAudit, forgetAuditTargets } from "../audit/audit-log";
import { auditActorFrom, auditActorOf, auditEvent, groupLabel } from "../audit/audit-service";
import { deleteIdempotencyKeysOf } from "../idempotency/idempotency-service";
import { participantInScope } from "../participants/participant-lookup";
import { deleteParticipantRecord } from "../participants/participant-removal";
import type { StoredParticipant } from "../participants/stored-participant";
import { findResult } from "../results/result-records";
import { removeResult, removeResultsOf } from "../results/result-removal";
import { resultsOfParticipant } from "../results/results-in-scope";
import type { StoredResult } from "../results/stored-result";
import { deleteRecordingsOf } from "../answers/recording-files";

/** Deletes a result, its answers and recordings, and the pointer to it if it is the latest. */
export async function deleteResultData(result: StoredResult, event: NewAuditEvent | null = null): Promise<void> {
  await deleteRecordingsOf(result);
  await forgetAuditTargets([result.id]);
  await removeResult(result, auditWrite(event));
}

/**
 * Deletes a participant with every result, answer, recording, pointer, its student code and the stored
 * answer to the request that registered them (idempotency_keys).
 */
export async function deleteParticipantData(participant: StoredParticipant, results: readonly StoredResult[], event: NewAuditEvent | null = null): Promise<void> {
  for (const result of results) await deleteRecordingsOf(result);
  await deleteIdempotencyKeysOf(participant.id);
  await removeResultsOf(participant.id, results);
  await eraseParticipantFromAudit({ id: participant.id, name: participant.name, scope: logScopeOf(participant) }, results.map((result) => result.id));
  await deleteParticipantRecord(participant, auditWrite(event));
}

/**
 * DELETE /api/participants/{id}: the participant, their results, answers, recordings, pointers and
 * student code. An individual may delete their own participant too: it is their data, and the next
 * request that needs it makes a fresh one from the profile.
 */
export async function deleteParticipantFor(user: AuthUser, id: string): Promise<void> {
  const { participant } = await participantInScope(user, id);
  const detail = participant.grade || participant.section ? groupLabel(participant) : null;
  // "Deleted at once": the log keeps that someone was deleted, by whom and from which class, not who.
  const event = auditEvent(await auditActorOf(user), "participant_deleted", { type: "participant", id: null, label: ERASED.participant, detail });
  await deleteParticipantData(participant, await resultsOfParticipant(participant.id), event);
}

/** DELETE /api/assessment-results/{id}: one result with its answers and recordings; 404 when missing or not the caller's. */
export async function deleteResultFor(user: AuthUser, id: string): Promise<void> {
  const [profile, result] = await Promise.all([readCallerProfile(user.uid), findResult(id)]);
  if (!result || !canAccessParticipant(accessProfileOf(profile), result)) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  const detail = `${RESULT_STATUS_LABELS[result.status]} test of ${result.created_at.toISOString().slice(0, 10)}`;
  const event = auditEvent(auditActorFrom(profile, user.email), "result_deleted", { type: "result", id: null, label: result.participant.name, detail, participantId: result.participant_id });
  await deleteResultData(result, event);
}
