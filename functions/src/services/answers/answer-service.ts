// Answers: checked against the question, graded on the server from the answer keys, stored under the
// result keyed by question id. The first answer to a scored question is final (final-answer.ts); a
// practice answer is replaced. Recordings go to Storage first; the speech recogniser marks them when it
// is sure (practice at once, scored ones through the marking queue: background-marking.ts), otherwise
// they wait for review.
import { createHash } from "node:crypto";
import { AUDIO_MAX_MS_MEASURED } from "@readbright/domain/limits";
import { ANSWER_MESSAGES } from "@readbright/domain/api/answers";
import { recordingDurationMs } from "./audio-duration";
import { describeError, log } from "../../core/log";
import { answerMode } from "@readbright/domain/answer-mode";
import { isMemoryQuestion } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import { HttpError } from "../../core/http-error";
import type { Requester } from "../../core/caller";
import { findAnswer } from "../results/result-records";
import { saveAnswer } from "../results/result-changes";
import type { AnswerDecision, SavedAnswer } from "../results/result-changes";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { deleteRecording, saveRecording } from "./repositories/recording-repository";
import { recordingPath } from "./recording-files";
import { gradeAnswer } from "../../content/grade-answer";
import type { AnswerKey } from "../../content/types";
import { checkAnswer } from "./answer-grading";
import type { CheckedAnswer } from "./answer-grading";
import { WAITING } from "../speech/recognition/mark-recording";
import { recognizeRecording } from "../speech/recognition/recognize-recording";
import { queueRecordingMark } from "./background-marking";
import type { SubmittedAnswer } from "./answer-grading";
import { resultAccess, typedAnswerChecks } from "../results/result-access";
import type { ResultAccess } from "../results/result-access";
import { contentIfLoaded, findQuestion, loadAnswerKeys, loadAssessment, loadContent } from "../assessments/assessment-content-service";
import type { AssessmentContent } from "../assessments/assessment-content-service";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { detectAudioFormat } from "./audio-format";
import { keptAnswer } from "./final-answer";
import { presentAnswer } from "../results/result-presenter";
import type { AnswerResponse } from "../results/result-presenter";
import { answerPatch, assertNotFinished } from "../results/result-rules";

export interface AnswerRequest extends SubmittedAnswer {
  assessment_result_id: string;
  question_id: number;
  memory_view_ms?: number | null;
  /** The device's measure of the time to answer (domain/src/api/answers.ts); none is stored as null. */
  response_ms?: number | null;
}

export interface UploadedAudio {
  bytes: Buffer;
  /** The type the browser declared. */
  mimeType: string;
}

async function openResultAndQuestion(requester: Requester, request: AnswerRequest): Promise<{ access: ResultAccess; result: StoredResult; question: PublicQuestion }> {
  const access = await resultAccess(requester, request.assessment_result_id, { forAnswer: true });
  const { result } = access;
  // Refuse a finished result before any grading or upload; the transaction checks again.
  assertNotFinished(result);
  const assessment = await loadAssessment(result.assessment_id);
  const question = assessment && findQuestion(assessment, request.question_id);
  if (!question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
  return { access, result, question };
}

/**
 * Writes the answer, or keeps the stored one when this is a retry of it; a different answer to an
 * answered scored question is a 409. Decided in the transaction, so of simultaneous answers one wins.
 */
function decision(current: StoredResult, previous: StoredAnswer | null, answer: StoredAnswer, now: Date): AnswerDecision {
  assertNotFinished(current);
  const kept = keptAnswer(previous, answer);
  return kept ? { keep: kept } : { write: answer, patch: answerPatch(current, previous, answer.is_practice, now) };
}

async function store(access: ResultAccess, answer: StoredAnswer, now: Date): Promise<SavedAnswer> {
  const saved = await saveAnswer(access.result.id, answer.question_id, (current, previous) => decision(current, previous, answer, now), { then: access.charge });
  if (!saved) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return saved;
}

/** Marks only for the account holders, and on practice questions (docs/decisions/0005). */
const viewOf = (access: ResultAccess) => ({ includeScores: !access.viaCapability });

/** A typed answer's checks against its question: a recording question is answered by upload only. */
function checkTyped(question: PublicQuestion, request: AnswerRequest): CheckedAnswer {
  if (answerMode(question) === "recording") throw new HttpError(400, ASSESSMENT_ERRORS.recordingOnly);
  return checkAnswer(question, request);
}

/** The typed answer to store, graded on the server. */
function typedAnswer(question: PublicQuestion, request: AnswerRequest, checked: CheckedAnswer, keys: Map<number, AnswerKey>, now: Date): StoredAnswer {
  return {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    ...checked,
    audio_path: null,
    audio_sha256: null,
    is_correct: gradeAnswer(question, keys.get(question.id), checked),
    needs_review: false,
    answered_at: now,
    memory_view_ms: isMemoryQuestion(question) ? (request.memory_view_ms ?? null) : null,
    response_ms: request.response_ms ?? null,
  };
}

/** POST /api/answer-question/: a choice or typed answer. */
export async function answerQuestion(requester: Requester, request: AnswerRequest, now: Date = new Date()): Promise<AnswerResponse> {
  if (requester.user === null) return answerByCapability(requester, request, now);
  // A signed-in caller's account is checked on the result first, as on every route.
  const { access, result, question } = await openResultAndQuestion(requester, request);
  const checked = checkTyped(question, request);
  const keys = await loadAnswerKeys(result.assessment_id);
  const saved = await store(access, typedAnswer(question, request, checked, keys, now), now);
  return presentAnswer(result.id, saved.answer, viewOf(access));
}

/** Stops an answer's transaction that needs content this instance has not read yet. */
class ContentNeeded extends Error {
  constructor(readonly assessmentId: string) {
    super(`assessment ${assessmentId} is not loaded`);
  }
}

/** What an answer is checked and graded by, without reading: the transaction may not run a query. */
function heldContent(assessmentId: string): AssessmentContent {
  const content = contentIfLoaded(assessmentId);
  if (!content) throw new ContentNeeded(assessmentId);
  return content;
}

/**
 * A signed-out device's typed answer, decided in the answer's transaction from its one round of reads
 * (the result, the answer and the capability's count) and the address's misses, peeked at in the same
 * moment (typedAnswerChecks). It refuses in the order it did when these were read first (resultAccess):
 * misses, no such result (a miss is counted), no room, then finished, question not in the assessment,
 * recording only, the answer itself, a changed scored answer.
 */
async function answerByCapability(requester: Requester, request: AnswerRequest, now: Date): Promise<AnswerResponse> {
  const checks = await typedAnswerChecks(requester, request.assessment_result_id);
  const save = (contentOf: (assessmentId: string) => AssessmentContent) =>
    saveAnswer(
      request.assessment_result_id,
      request.question_id,
      (result, previous) => {
        assertNotFinished(result);
        const { assessment, keys } = contentOf(result.assessment_id);
        const question = assessment && findQuestion(assessment, request.question_id);
        if (!question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
        return decision(result, previous, typedAnswer(question, request, checkTyped(question, request), keys, now), now);
      },
      checks,
    );
  let saved: SavedAnswer | null;
  try {
    saved = await saveTyped(save);
  } catch (err) {
    // Refused with the result found (or failed): the miss taken before the lookup goes back.
    await checks.found();
    throw err;
  }
  if (!saved) return checks.missing();
  await checks.found();
  return presentAnswer(request.assessment_result_id, saved.answer, { includeScores: false });
}

async function saveTyped(save: (contentOf: (assessmentId: string) => AssessmentContent) => Promise<SavedAnswer | null>): Promise<SavedAnswer | null> {
  try {
    return await save(heldContent);
  } catch (err) {
    // The instance's first answer on this assessment: its content is read outside the transaction, and
    // the answer decided again from the start (the first attempt wrote nothing).
    if (!(err instanceof ContentNeeded)) throw err;
    const content = await loadContent(err.assessmentId);
    return save((id) => (id === err.assessmentId ? content : heldContent(id)));
  }
}

/**
 * POST /api/answer-recording-question/: the audio is stored, then the answer pointing at it. If the
 * answer cannot be written, or the transaction finds it is a retry of the stored one, the audio is
 * deleted again; once a practice answer is written, the replaced recording goes. A scored question
 * already answered is checked before the upload too, so a retry stores no second file at all.
 */
export async function answerRecordingQuestion(
  requester: Requester,
  request: AnswerRequest,
  audio: UploadedAudio | null,
  now: Date = new Date(),
): Promise<AnswerResponse> {
  if (!audio || audio.bytes.length === 0) throw new HttpError(400, VALIDATION.recordingRequired);
  const format = detectAudioFormat(audio.mimeType, audio.bytes);
  if (!format) throw new HttpError(400, ERRORS.invalidAudioFormat);
  const { access, result, question } = await openResultAndQuestion(requester, request);
  if (answerMode(question) !== "recording") throw new HttpError(400, ASSESSMENT_ERRORS.notRecording);
  // The recorder stops at 10 s; a longer file did not come from it, and nothing of it is kept.
  const durationMs = await recordingDurationMs(audio.bytes, format.extension);
  if (durationMs !== null && durationMs > AUDIO_MAX_MS_MEASURED) throw new HttpError(400, ANSWER_MESSAGES.recordingTooLong);
  // Text sent with a recording is not kept: only the recogniser or a person marks what was said.
  const checked = { ...checkAnswer(question, request), answer_text: null };
  const path = recordingPath(result, question.id, format.extension);
  const sent: StoredAnswer = {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    ...checked,
    audio_path: path,
    audio_sha256: createHash("sha256").update(audio.bytes).digest("hex"),
    ...WAITING,
    answered_at: now,
    memory_view_ms: null,
    response_ms: request.response_ms ?? null,
    voice_detected: null,
  };

  // A retry is answered before the recogniser runs: a replayed upload costs no recognition.
  if (!question.is_practice) {
    const kept = keptAnswer(await findAnswer(result.id, question.id), sent);
    if (kept) return presentAnswer(result.id, kept, viewOf(access));
  }

  // A practice recording is marked while the child waits (they may be asked to try again); a scored one
  // waits for the marking queue once stored (background-marking.ts), so the child goes straight on.
  const answer: StoredAnswer = question.is_practice ? { ...sent, ...(await recognizePractice(result, question.id, audio.bytes, format.contentType, now)) } : sent;

  await saveRecording(path, audio.bytes, format.contentType);
  const discard = (unused: string, why: string) =>
    // Never the path: it holds the owner's uid. The result and question say which recording it was.
    deleteRecording(unused).catch((err: unknown) => log.error(`${why} recording could not be deleted`, { result_id: result.id, question_id: question.id, error: describeError(err) }));
  let saved: SavedAnswer;
  try {
    saved = await store(access, answer, now);
  } catch (err) {
    await discard(path, "orphaned");
    throw err;
  }
  if (!saved.written) await discard(path, "retried"); // an identical upload won the race: the stored answer keeps its own file
  const old = saved.written ? saved.previous?.audio_path : null;
  if (old && old !== path) await discard(old, "replaced");
  if (saved.written && !question.is_practice) await queueRecordingMark({ result_id: result.id, question_id: question.id, audio_path: path });
  return presentAnswer(result.id, saved.answer, viewOf(access));
}

async function recognizePractice(result: StoredResult, questionId: number, audio: Buffer, contentType: string, now: Date) {
  const keys = await loadAnswerKeys(result.assessment_id);
  return recognizeRecording({ resultId: result.id, assessmentId: result.assessment_id, questionId, practice: true, key: keys.get(questionId), audio, contentType }, now);
}
