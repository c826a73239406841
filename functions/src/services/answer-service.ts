// Answers: checked against the question, graded on the server from the answer keys, stored under the
// result keyed by question id (a resubmission replaces the earlier answer). Recordings go to Storage first.
import { randomBytes } from "node:crypto";
import { logger } from "firebase-functions/logger";
import { answerMode } from "@readbright/domain/answer-mode";
import { isMemoryQuestion } from "@readbright/domain/assessment";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { ERRORS, VALIDATION } from "@readbright/domain/messages";
import { HttpError } from "../http/http-error";
import type { Requester } from "../http/requester";
import { saveAnswer } from "../repositories/assessment-result-repository";
import type { StoredAnswer, StoredResult } from "../repositories/assessment-result-converter";
import { deleteRecording, RECORDINGS_PREFIX, saveRecording } from "../repositories/recording-repository";
import { checkAnswer, gradeAnswer } from "./answer-grading";
import type { SubmittedAnswer } from "./answer-grading";
import { resultForRequester } from "./assessment-access-service";
import { findQuestion, loadAnswerKeys, loadAssessment } from "./assessment-content-service";
import { ASSESSMENT_ERRORS } from "./assessment-messages";
import { detectAudioFormat } from "./audio-format";
import { presentAnswer } from "./result-presenter";
import type { AnswerResponse } from "./result-presenter";
import { answerPatch, assertNotFinished } from "./result-rules";

export interface AnswerRequest extends SubmittedAnswer {
  assessment_result_id: string;
  question_id: number;
  memory_view_ms?: number | null;
}

export interface UploadedAudio {
  bytes: Buffer;
  /** The type the browser declared. */
  mimeType: string;
}

async function openResultAndQuestion(requester: Requester, request: AnswerRequest): Promise<{ result: StoredResult; question: PublicQuestion }> {
  const { result } = await resultForRequester(requester, request.assessment_result_id);
  // Refuse a finished result before any grading or upload; the transaction checks again.
  assertNotFinished(result);
  const assessment = await loadAssessment(result.assessment_id);
  const question = assessment && findQuestion(assessment, request.question_id);
  if (!question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
  return { result, question };
}

/** Writes the answer; returns the answer it replaced, if any. */
async function store(result: StoredResult, answer: StoredAnswer, now: Date): Promise<StoredAnswer | null> {
  // The transaction may run more than once; the last run is the one that was written.
  const seen: { previous: StoredAnswer | null } = { previous: null };
  const saved = await saveAnswer(result.id, answer, (current, previous) => {
    seen.previous = previous;
    return answerPatch(current, previous, answer.is_practice, now);
  });
  if (!saved) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return seen.previous;
}

/** POST /api/answer-question/: a choice or typed answer. */
export async function answerQuestion(requester: Requester, request: AnswerRequest, now: Date = new Date()): Promise<AnswerResponse> {
  const { result, question } = await openResultAndQuestion(requester, request);
  if (answerMode(question) === "recording") throw new HttpError(400, ASSESSMENT_ERRORS.recordingOnly);
  const checked = checkAnswer(question, request);
  const keys = await loadAnswerKeys(result.assessment_id);
  const answer: StoredAnswer = {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    ...checked,
    audio_path: null,
    is_correct: gradeAnswer(question, keys.get(question.id), checked),
    needs_review: false,
    answered_at: now,
    memory_view_ms: isMemoryQuestion(question) ? (request.memory_view_ms ?? null) : null,
  };
  await store(result, answer, now);
  return presentAnswer(result.id, answer);
}

/** Where a recording is kept: per owner and result; a fresh name per upload, so a failed resubmission keeps the old one. */
export function recordingPath(result: StoredResult, questionId: number, extension: string): string {
  const upload = randomBytes(6).toString("hex");
  return `${RECORDINGS_PREFIX}${result.owner_uid || "unowned"}/${result.id}/${questionId}-${upload}.${extension}`;
}

/**
 * POST /api/answer-recording-question/: the audio is stored, then the answer pointing at it. If the
 * answer cannot be written the audio is deleted again; once it is written, the replaced recording goes.
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
  const { result, question } = await openResultAndQuestion(requester, request);
  if (answerMode(question) !== "recording") throw new HttpError(400, ASSESSMENT_ERRORS.notRecording);
  const checked = checkAnswer(question, request);
  const keys = await loadAnswerKeys(result.assessment_id);
  // A transcript is graded like typed text; without one the recording waits for review.
  const isCorrect = gradeAnswer(question, keys.get(question.id), checked);
  const path = recordingPath(result, question.id, format.extension);
  const answer: StoredAnswer = {
    question_id: question.id,
    section_type: question.section_type,
    is_practice: question.is_practice,
    ...checked,
    audio_path: path,
    is_correct: isCorrect,
    needs_review: isCorrect === null,
    answered_at: now,
    memory_view_ms: null,
  };

  await saveRecording(path, audio.bytes, format.contentType);
  let replaced: StoredAnswer | null;
  try {
    replaced = await store(result, answer, now);
  } catch (err) {
    await deleteRecording(path).catch((cleanupErr: unknown) =>
      logger.error("orphaned recording could not be deleted", { path, error: (cleanupErr as Error).stack }),
    );
    throw err;
  }
  const old = replaced?.audio_path;
  if (old && old !== path) {
    await deleteRecording(old).catch((err: unknown) => logger.error("replaced recording could not be deleted", { path: old, error: (err as Error).stack }));
  }
  return presentAnswer(result.id, answer);
}
