// The automatic first mark of a recording, as the answer is stored: the chosen recogniser listens for
// the item's phrases; when it fails, times out or is unsure, the recording waits for a person.
import { logger } from "firebase-functions/logger";
import trust from "../../content/speech-trust.json";
import type { AnswerKey } from "../../content/types";
import { getRecognizer } from "./choose-recognizer";
import { AUTO_MARK_THRESHOLD, markRecording, phrasesFor, trustKey, WAITING } from "./mark-recording";
import type { MarkPolicy, RecordingMark, TrustTable } from "./mark-recording";
import type { SpeechRecognizer } from "./recognizer";

export const RECOGNITION_TIMEOUT_MS = 10_000;
const TRUST: TrustTable = trust;

export interface RecordingToMark {
  assessmentId: string;
  questionId: number;
  key: AnswerKey | undefined;
  audio: Buffer;
  contentType: string;
}

function policyFor(engine: SpeechRecognizer["name"], item: string): MarkPolicy {
  const threshold = AUTO_MARK_THRESHOLD[engine];
  // Only pocketsphinx has a trust table: its hearings were calibrated offline (evaluation.ts).
  return engine === "pocketsphinx" ? { threshold, trusted: TRUST[item] ?? [] } : { threshold };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function recognizeRecording(recording: RecordingToMark, now: Date, getEngine = getRecognizer): Promise<RecordingMark> {
  const phrases = phrasesFor(recording.key);
  if (phrases.length === 0) return WAITING;
  const engine = await getEngine();
  if (!engine) return WAITING;
  try {
    const recognition = await withTimeout(engine.recognize({ audio: recording.audio, contentType: recording.contentType, phrases }), RECOGNITION_TIMEOUT_MS);
    return markRecording(recognition, engine.name, recording.key, now, policyFor(engine.name, trustKey(recording.assessmentId, recording.questionId)));
  } catch (err) {
    const { message, stderr } = err as Error & { stderr?: string };
    const reason = stderr?.trim().split("\n").pop() || message.split("\n")[0];
    logger.warn("Speech recognition failed; the recording waits for review", { question_id: recording.questionId, error: reason });
    return WAITING;
  }
}
