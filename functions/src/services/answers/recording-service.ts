// Hearing a recorded answer: only the participant's account holders may (the owner, the school's admin
// and teachers, the organization's admin and professionals: canAccessParticipant). The result id alone
// opens nothing here, unlike the test itself (docs/decisions/0005). Anything missing and anything not
// the caller's get one 404, so nobody learns which results, answers or files exist (docs/security.md).
import { RECORDING_MESSAGES } from "@readbright/domain/api/recordings";
import { HttpError } from "../../core/http-error";
import type { AuthUser } from "../../core/caller";
import { readAccessProfile } from "../accounts/caller-scope";
import { questionPlace } from "@readbright/domain/question-order";
import { loadAssessment } from "../assessments/assessment-content-service";
import { auditActorOf, auditEvent } from "../audit/audit-service";
import { recordAuditEvent } from "../audit/audit-log";
import { findAnswer, findResult } from "../results/result-records";
import { findRecordingFile, readRecordingRange } from "./repositories/recording-repository";
import type { RecordingFile } from "./repositories/recording-repository";
import { canAccessParticipant } from "../access/participant-access";

export type { RecordingFile };

const notFound = () => new HttpError(404, RECORDING_MESSAGES.notFound);

/** The stored recording of one answer, if `user` may hear it. */
export async function findRecordingForUser(user: AuthUser, resultId: string, questionId: number): Promise<RecordingFile & { participantName: string; participantId: string; assessmentId: string }> {
  // The answer is read alongside the result to save a round trip; nothing of it leaves before the check.
  const [result, answer] = await Promise.all([findResult(resultId), findAnswer(resultId, questionId)]);
  if (!result || !canAccessParticipant(await readAccessProfile(user.uid), result)) throw notFound();
  const file = answer?.audio_path ? await findRecordingFile(answer.audio_path) : null;
  if (!file) throw notFound();
  return { ...file, participantName: result.participant.name, participantId: result.participant_id, assessmentId: result.assessment_id };
}

/**
 * Logs that `user` played the recording (found above): called once per listening, for the request of the
 * file's start (a player asks for the rest, and for each seek, in more ranges: those are not logged).
 */
export async function noteRecordingPlayed(user: AuthUser, resultId: string, questionId: number, file: { participantName: string; participantId: string; assessmentId: string }): Promise<void> {
  // The question as the school knows it ("Phonological Awareness, question 4"), not the bank's id.
  const assessment = await loadAssessment(file.assessmentId);
  const detail = assessment ? questionPlace(assessment.questions, questionId) : "A question no longer in the test";
  await recordAuditEvent(auditEvent(await auditActorOf(user), "recording_played", { type: "result", id: resultId, label: file.participantName, detail, participantId: file.participantId }));
}

/** Bytes start..end of a recording found above; 404 if it was deleted in the meantime. */
export async function readRecording(file: RecordingFile, start: number, end: number): Promise<AsyncIterable<Buffer>> {
  const body = await readRecordingRange(file, start, end);
  if (!body) throw notFound();
  return body;
}
