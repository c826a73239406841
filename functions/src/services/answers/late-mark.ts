// The recogniser's mark on a scored recording, once it has listened (background-marking.ts). Pure: the
// repository passes in what it read in the transaction. The mark lands only on the very recording it
// heard, and only while nobody has marked it: a person's mark always wins. A completed result is scored
// again with it, as after a person's review.
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import type { AnswerRewrite } from "../results/result-changes";
import type { RecordingMark } from "../speech/recognition/mark-recording";
import { scoredPatch } from "../results/result-rules";
import { blindCheckFields, drawBlindCheck } from "./blind-checks";

export interface HeardRecording {
  question_id: number;
  audio_path: string;
}

/** True when the answer still waits for its first mark (no engine and no person has marked it). */
export function awaitsFirstMark(answer: StoredAnswer | null | undefined, heard: HeardRecording): answer is StoredAnswer {
  return Boolean(answer && answer.audio_path === heard.audio_path && !answer.is_practice && !answer.marked_by);
}

/**
 * True while a scored recording's voice has not been checked: a person may mark it before the machine
 * listens, and the check is still wanted for the validity flags (decision 41).
 */
export function awaitsVoiceCheck(answer: StoredAnswer | null | undefined, heard: HeardRecording): answer is StoredAnswer {
  return Boolean(answer && answer.audio_path === heard.audio_path && !answer.is_practice && (answer.voice_detected ?? null) === null);
}

export function lateMarkRewrite(
  result: StoredResult,
  answers: readonly StoredAnswer[],
  questions: readonly PublicQuestion[],
  heard: HeardRecording,
  mark: RecordingMark,
  chooseBlindCheck: () => boolean = drawBlindCheck,
): AnswerRewrite | null {
  const current = answers.find((a) => a.question_id === heard.question_id);
  if (!current) return null;
  // Nothing heard, nothing measured and no engine: the answer already says it waits for a person.
  const marks = awaitsFirstMark(current, heard) && Boolean(mark.recognizer || mark.transcript !== null || mark.hearing !== null);
  const voiced = awaitsVoiceCheck(current, heard) && mark.voice_detected !== null;
  if (!marks && !voiced) return null;
  // A machine mark may also go to a person blind (blind-checks.ts); drawn only for a mark it gives.
  const answer: StoredAnswer = marks
    ? { ...current, ...mark, ...(mark.marked_by ? blindCheckFields(mark.is_correct, chooseBlindCheck()) : {}) }
    : { ...current, voice_detected: mark.voice_detected };
  const marked = answers.map((a) => (a.question_id === answer.question_id ? answer : a));
  // A new mark moves the scores, a voice checked can move the flags: a completed result gets both again.
  const rescore = result.status === "completed" && ((marks && mark.marked_by !== null) || voiced);
  return { answer, patch: rescore ? scoredPatch(questions, marked) : null };
}
