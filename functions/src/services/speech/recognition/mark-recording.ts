// The first mark of a recording: the recogniser's, when the calibration lets it mark in that direction,
// the recording's condition is one the evaluation covered, it is sure enough and what it heard is reliable
// for the item; otherwise none, and a person reviews it with what was heard as a hint. Human marks always
// win (review-rules.ts).
import type { Hearing } from "@readbright/domain/api/reviews";
import { heardCorrectly, keyLanguage, normaliseAnswer } from "../../../content/grade-answer";
import type { AnswerKey } from "../../../content/types";
import type { AudioMeasures } from "./audio-measures";
import { withinGates } from "./calibration";
import type { EngineCalibration, MarkDirections } from "./calibration";
import type { Recognition, SpeechRecognizer } from "./recognizer";

/** What the recogniser listens for: the item's first accepted answer, then its foils. */
export function phrasesFor(key: AnswerKey | undefined): string[] {
  const [expected] = key?.accepted ?? [];
  return expected === undefined ? [] : [expected, ...(key?.foils ?? [])];
}

export interface RecordingMark {
  is_correct: boolean | null;
  needs_review: boolean;
  marked_by: "speech" | null;
  marked_at: Date | null;
  hearing: Hearing | null;
  transcript: string | null;
  confidence: number | null;
  recognizer: SpeechRecognizer["name"] | null;
  /** The voice-activity check on the audio (measure-recording.ts hasVoice); null when it was not measured. */
  voice_detected: boolean | null;
}

export const WAITING: RecordingMark = {
  is_correct: null,
  needs_review: true,
  marked_by: null,
  marked_at: null,
  hearing: null,
  transcript: null,
  confidence: null,
  recognizer: null,
  voice_detected: null,
};

/** A recording with no voice in it: nothing was asked of an engine, and a person listens. */
export const NO_VOICE: RecordingMark = { ...WAITING, hearing: "no_voice", voice_detected: false };

/**
 * A practice recording is there to learn the microphone and counts for nothing: the machine may say it
 * was right, never wrong, so a mishearing cannot keep a young child on 'Try Again'.
 */
export const PRACTICE_MARKS: MarkDirections = { right: true, wrong: false };

function listenedFor(transcript: string, key: AnswerKey | undefined): boolean {
  const language = keyLanguage(key);
  const heard = normaliseAnswer(transcript, language);
  return heardCorrectly(transcript, key?.accepted, language) || (key?.foils ?? []).some((foil) => normaliseAnswer(foil, language) === heard);
}

export interface MarkPolicy {
  calibration: EngineCalibration | undefined;
  /** The item's entry in the calibration's trust table ("<assessment id>:<question id>"). */
  item: string;
  practice: boolean;
  measures: AudioMeasures | null;
}

export function markRecording(recognition: Recognition | null, engine: SpeechRecognizer["name"] | null, key: AnswerKey | undefined, now: Date, policy: MarkPolicy): RecordingMark {
  if (!recognition || !engine) return WAITING;
  const heard = { hearing: recognition.hearing, transcript: recognition.transcript, confidence: recognition.confidence, recognizer: engine };
  const { calibration } = policy;
  const { transcript } = recognition;
  if (!calibration || recognition.hearing !== "phrase" || transcript === null) return { ...WAITING, ...heard };
  const sure =
    recognition.confidence >= calibration.threshold &&
    listenedFor(transcript, key) &&
    (calibration.trusted[policy.item] ?? []).includes(transcript) &&
    withinGates(policy.measures, calibration.gates);
  if (!sure) return { ...WAITING, ...heard };
  const right = heardCorrectly(transcript, key?.accepted, keyLanguage(key));
  const directions = policy.practice ? PRACTICE_MARKS : calibration.marks;
  if (!(right ? directions.right : directions.wrong)) return { ...WAITING, ...heard };
  return { is_correct: right, needs_review: false, marked_by: "speech", marked_at: now, ...heard, voice_detected: null };
}
