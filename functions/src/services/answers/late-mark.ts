// The recogniser's mark on a scored recording, once it has listened (background-marking.ts). Pure: the
// repository passes in what it read in the transaction. The mark lands only on the very recording it
// heard, and only while nobody has marked it: a person's mark always wins. A completed result is scored
// again with it, as after a person's review.
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import type { AnswerRewrite } from "../results/result-changes";
import type { RecordingMark } from "../speech/recognition/mark-recording";
import { scoreResult } from "../results/result-rules";
import { blindCheckFields, drawBlindCheck } from "./blind-checks";

export interface HeardRecording {
  question_id: number;
  audio_path: string;
}

/** True when the answer still waits for its first mark (no engine and no person has marked it). */
export function awaitsFirstMark(answer: StoredAnswer | null | undefined, heard: HeardRecording): answer is StoredAnswer {
  return Boolean(answer && answer.audio_path === heard.audio_path && !answer.is_practice && !answer.marked_by);
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
  if (!awaitsFirstMark(current, heard)) return null;
  // Nothing heard, nothing measured and no engine: the answer already says it waits for a person.
  if (!mark.recognizer && mark.transcript === null && mark.hearing === null) return null;
  // A machine mark may also go to a person blind (blind-checks.ts); drawn only for a mark it gives.
  const answer: StoredAnswer = { ...current, ...mark, ...(mark.marked_by ? blindCheckFields(mark.is_correct, chooseBlindCheck()) : {}) };
  const marked = answers.map((a) => (a.question_id === answer.question_id ? answer : a));
  return { answer, patch: result.status === "completed" && mark.marked_by ? { scores: scoreResult(questions, marked) } : null };
}
