// The automatic first mark of a recording, as the answer is stored: the chosen recogniser listens for
// the item's phrases; when it fails, times out or is unsure, the recording waits for a person.
import { log } from "../../../core/log";
import trust from "../../../content/speech-trust.json";
import type { AnswerKey } from "../../../content/types";
import { HttpError } from "../../../core/http-error";
import { enforceRateLimit } from "../../rate-limits/rate-limit-service";
import type { RateLimitPolicy } from "../../rate-limits/rate-limit-service";
import { getRecognizer } from "./choose-recognizer";
import { AUTO_MARK_THRESHOLD, markRecording, phrasesFor, PRACTICE_MARKS, SCORED_MARKS, trustKey, WAITING } from "./mark-recording";
import type { MarkPolicy, RecordingMark, TrustTable } from "./mark-recording";
import type { SpeechRecognizer } from "./recognizer";

export const RECOGNITION_TIMEOUT_MS = 10_000;

/**
 * Recognitions one result may spend in a day: its five spoken items heard several times over (practice
 * is retried). Past it the recordings still store and wait for a person, so nobody holding a result id
 * can spend the paid engine, or the offline one's CPU, without end.
 */
export const RECOGNITION_BUDGET: RateLimitPolicy = {
  name: "speech-recognition",
  limit: 30,
  windowMs: 24 * 60 * 60 * 1000,
  message: "Too many recordings for this test today",
};

export async function withinRecognitionBudget(resultId: string): Promise<boolean> {
  try {
    await enforceRateLimit(RECOGNITION_BUDGET, resultId);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return false;
    throw err;
  }
}
const TRUST: TrustTable = trust;

export interface RecordingToMark {
  resultId: string;
  assessmentId: string;
  questionId: number;
  /** Practice recordings may be marked right but never wrong; scored ones the reverse (mark-recording.ts). */
  practice: boolean;
  key: AnswerKey | undefined;
  audio: Buffer;
  contentType: string;
}

function policyFor(engine: SpeechRecognizer["name"], item: string, practice: boolean): MarkPolicy {
  const threshold = AUTO_MARK_THRESHOLD[engine];
  const marks = practice ? PRACTICE_MARKS : SCORED_MARKS;
  // Only pocketsphinx has a trust table: its hearings were calibrated offline (evaluation.ts).
  return engine === "pocketsphinx" ? { threshold, trusted: TRUST[item] ?? [], marks } : { threshold, marks };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface RecognitionDeps {
  getEngine: () => Promise<SpeechRecognizer | null>;
  withinBudget: (resultId: string) => Promise<boolean>;
}

export async function recognizeRecording(
  recording: RecordingToMark,
  now: Date,
  { getEngine, withinBudget }: RecognitionDeps = { getEngine: getRecognizer, withinBudget: withinRecognitionBudget },
): Promise<RecordingMark> {
  const phrases = phrasesFor(recording.key);
  if (phrases.length === 0) return WAITING;
  const engine = await getEngine();
  if (!engine) return WAITING;
  try {
    if (!(await withinBudget(recording.resultId))) {
      log.warn("Recognition budget spent; the recording waits for review", { result_id: recording.resultId });
      return WAITING;
    }
    const recognition = await withTimeout(engine.recognize({ audio: recording.audio, contentType: recording.contentType, phrases }), RECOGNITION_TIMEOUT_MS);
    return markRecording(recognition, engine.name, recording.key, now, policyFor(engine.name, trustKey(recording.assessmentId, recording.questionId), recording.practice));
  } catch (err) {
    const { message, stderr } = err as Error & { stderr?: string };
    const reason = stderr?.trim().split("\n").pop() || message.split("\n")[0];
    log.warn("Speech recognition failed; the recording waits for review", { question_id: recording.questionId, error: reason });
    return WAITING;
  }
}
