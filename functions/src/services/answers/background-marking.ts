// Scored recordings are marked after the answer is stored, not while the child waits: the upload answers
// as soon as the audio and the answer are written, and the recording joins a queue (Cloud Tasks) whose
// function listens to it with the recogniser and writes the mark in a transaction, scoring a completed
// result again. Practice recordings are still marked at once: the child is told to try again.
// Until the mark lands the answer waits like one for a person; a person's mark always wins.
import { describeError, log } from "../../core/log";
import { loadAnswerKeys, loadAssessment } from "../assessments/assessment-content-service";
import { findAnswer, findResult } from "../results/result-records";
import { rewriteAnswer } from "../results/result-changes";
import { recognizeRecording, voiceIn } from "../speech/recognition/recognize-recording";
import { WAITING } from "../speech/recognition/mark-recording";
import { awaitsFirstMark, awaitsVoiceCheck, lateMarkRewrite } from "./late-mark";
import { enqueueMark } from "./repositories/mark-queue";
import type { MarkTask } from "./repositories/mark-queue";
import { readRecordingBytes } from "./repositories/recording-repository";

export type { MarkTask };

const ID = /^[A-Za-z0-9]{1,64}$/;

/** The task's data as enqueued by queueRecordingMark, or null for anything else. */
export function parseMarkTask(data: unknown): MarkTask | null {
  const { result_id, question_id, audio_path } = (data ?? {}) as Partial<Record<keyof MarkTask, unknown>>;
  if (typeof result_id !== "string" || !ID.test(result_id)) return null;
  if (typeof question_id !== "number" || !Number.isSafeInteger(question_id)) return null;
  if (typeof audio_path !== "string" || !audio_path.includes(`/${result_id}/`)) return null;
  return { result_id, question_id, audio_path };
}

/**
 * Listens to one stored recording and writes the recogniser's mark, if the answer still waits for its
 * first one, with the voice-activity check (decision 41); a recording a person marked first gets the check
 * only. True when something was written. Safe to run twice: the second finds it marked and checked.
 */
export async function markStoredRecording(task: MarkTask, now: () => Date = () => new Date()): Promise<boolean> {
  const [result, answer] = await Promise.all([findResult(task.result_id), findAnswer(task.result_id, task.question_id)]);
  if (!result) return false;
  const listens = awaitsFirstMark(answer, task);
  if (!listens && !awaitsVoiceCheck(answer, task)) return false;
  const [recording, keys, assessment] = await Promise.all([readRecordingBytes(task.audio_path), loadAnswerKeys(result.assessment_id), loadAssessment(result.assessment_id)]);
  if (!recording || !assessment) return false;
  const mark = listens
    ? await recognizeRecording(
        { resultId: result.id, assessmentId: result.assessment_id, questionId: task.question_id, practice: false, key: keys.get(task.question_id), audio: recording.bytes, contentType: recording.contentType },
        now(),
      )
    : { ...WAITING, voice_detected: await voiceIn(recording.bytes) };
  return (await rewriteAnswer(result.id, (current, answers) => lateMarkRewrite(current, answers, assessment.questions, task, mark))) !== null;
}

/** Queues a stored recording for its mark; if the queue cannot take it, marks it now instead. */
export async function queueRecordingMark(task: MarkTask): Promise<void> {
  try {
    await enqueueMark(task);
  } catch (err) {
    log.warn("The marking queue refused a recording; marking it in the request", { result_id: task.result_id, question_id: task.question_id, error: describeError(err) });
    await markStoredRecording(task).catch((failure: unknown) =>
      log.error("A recording could not be marked; it waits for a person", { result_id: task.result_id, question_id: task.question_id, error: describeError(failure) }),
    );
  }
}

/** Where the marking queue's function runs (tasks/mark-recording.ts). */
export { MARK_REGION } from "./repositories/mark-queue";
