// The automatic first mark of a recording, as the answer is stored: the audio is measured, a recording
// with no voice goes to a person without asking an engine, and the chosen recogniser listens for the
// item's phrases; when it fails, times out or is unsure, the recording waits for a person.
import { log } from "../../../core/log";
import calibrationFile from "../../../content/speech-calibration.json";
import cohorts from "../../../content/speech-cohorts.json";
import type { AnswerKey } from "../../../content/types";
import { HttpError } from "../../../core/http-error";
import { takeFromBudget } from "../../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../../rate-limits/rate-limits";
import type { AudioMeasures } from "./audio-measures";
import { trustKey } from "./calibration";
import type { SpeechCalibration } from "./calibration";
import { getRecognizer } from "./choose-recognizer";
import { markRecording, NO_VOICE, phrasesFor, WAITING } from "./mark-recording";
import type { RecordingMark } from "./mark-recording";
import { hasVoice, measureOrNull } from "./measure-recording";
import { hearsLanguage } from "./recognizer";
import type { SpeechRecognizer } from "./recognizer";
import { keyLanguage } from "../../../content/grade-answer";

export const RECOGNITION_TIMEOUT_MS = 10_000;
const CALIBRATION: SpeechCalibration = calibrationFile as SpeechCalibration;
const COHORTS: Readonly<Record<string, readonly string[]>> = cohorts;

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

/** An atomic take (rate-limits.ts): recordings marked at once cannot all read "room left" together. */
export async function withinRecognitionBudget(resultId: string): Promise<boolean> {
  try {
    await takeFromBudget(RECOGNITION_BUDGET, resultId);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return false;
    throw err;
  }
}

export interface RecordingToMark {
  resultId: string;
  assessmentId: string;
  questionId: number;
  /** Practice recordings may be marked right but never wrong (mark-recording.ts). */
  practice: boolean;
  key: AnswerKey | undefined;
  audio: Buffer;
  contentType: string;
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
  measure: (audio: Buffer) => Promise<AudioMeasures | null>;
  calibration: SpeechCalibration;
}

export const RECOGNITION_DEPS: RecognitionDeps = {
  getEngine: getRecognizer,
  withinBudget: withinRecognitionBudget,
  measure: (audio) => measureOrNull(audio, (err) => log.warn("A recording could not be measured", { error: err.message.split("\n")[0] })),
  calibration: CALIBRATION,
};

/** Only the voice-activity check: for a recording a person marked before the machine listened. */
export async function voiceIn(audio: Buffer, deps: Pick<RecognitionDeps, "measure"> = RECOGNITION_DEPS): Promise<boolean | null> {
  const measures = await deps.measure(audio);
  return measures ? hasVoice(measures) : null;
}

export async function recognizeRecording(recording: RecordingToMark, now: Date, deps: RecognitionDeps = RECOGNITION_DEPS): Promise<RecordingMark> {
  // Measured first, whatever follows: whether the recording holds a voice is kept on the answer for the
  // validity flags (decision 41), engine or none.
  const measures = await deps.measure(recording.audio);
  const voice_detected = measures ? hasVoice(measures) : null;
  return { ...(await listen(recording, now, deps, measures)), voice_detected };
}

async function listen(recording: RecordingToMark, now: Date, deps: RecognitionDeps, measures: AudioMeasures | null): Promise<RecordingMark> {
  const phrases = phrasesFor(recording.key);
  if (phrases.length === 0) return WAITING;
  // Silence and noise never reach an engine: a grammar would map them onto its nearest phrase.
  if (measures && !hasVoice(measures)) return NO_VOICE;
  const engine = await deps.getEngine();
  if (!engine) return WAITING;
  // The key says the item's language: an engine that cannot hear it is never asked (no English model on Spanish).
  const language = keyLanguage(recording.key);
  if (!hearsLanguage(engine.name, language)) return WAITING;
  const item = trustKey(recording.assessmentId, recording.questionId);
  try {
    if (!(await deps.withinBudget(recording.resultId))) {
      log.warn("Recognition budget spent; the recording waits for review", { result_id: recording.resultId });
      return WAITING;
    }
    const recognition = await withTimeout(
      engine.recognize({ audio: recording.audio, contentType: recording.contentType, phrases, cohort: COHORTS[item] ?? [], language }),
      RECOGNITION_TIMEOUT_MS,
    );
    return markRecording(recognition, engine.name, recording.key, now, { calibration: deps.calibration.engines[engine.name], item, practice: recording.practice, measures });
  } catch (err) {
    const { message, stderr } = err as Error & { stderr?: string };
    const reason = stderr?.trim().split("\n").pop() || message.split("\n")[0];
    log.warn("Speech recognition failed; the recording waits for review", { question_id: recording.questionId, error: reason });
    return WAITING;
  }
}
