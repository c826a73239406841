// The first mark of a recording: the recogniser's, when it is sure enough and heard one of the phrases
// the item listens for; otherwise none, and a person reviews it. Human marks always win (review-rules.ts).
import { heardCorrectly, normaliseAnswer } from "../../../content/grade-answer";
import type { AnswerKey } from "../../../content/types";
import type { Recognition, SpeechRecognizer } from "./recognizer";

/**
 * How sure each engine must be before its mark counts. pocketsphinx's is the share of nudged copies of
 * the recording that heard the same phrase (0.8: four of the five), and only hearings the trust table lists count
 * (speech-trust.json); both chosen on the evaluation set (`npm run eval:speech`, figures in
 * docs/assessment-content.md). Google's own confidence is not evaluated offline; 0.9 is a cautious
 * start (docs/decisions/0014).
 */
export const AUTO_MARK_THRESHOLD: Readonly<Record<SpeechRecognizer["name"], number>> = {
  pocketsphinx: 0.8,
  google: 0.9,
};

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
  transcript: string | null;
  confidence: number | null;
  recognizer: SpeechRecognizer["name"] | null;
}

export const WAITING: RecordingMark = {
  is_correct: null,
  needs_review: true,
  marked_by: null,
  marked_at: null,
  transcript: null,
  confidence: null,
  recognizer: null,
};

function listenedFor(transcript: string, key: AnswerKey | undefined): boolean {
  const heard = normaliseAnswer(transcript);
  return heardCorrectly(transcript, key?.accepted) || (key?.foils ?? []).some((foil) => normaliseAnswer(foil) === heard);
}

/**
 * Per item ("<assessment id>:<question id>"), the phrases pocketsphinx hears reliably enough to mark
 * on: built by `npm run eval:speech -- --calibrate` (evaluation.ts, trustTable).
 */
export type TrustTable = Readonly<Record<string, readonly string[]>>;

export const trustKey = (assessmentId: string, questionId: number) => `${assessmentId}:${questionId}`;

/** Which marks the machine may give: "right" lowers a child's risk level when it is wrong, so it is the costly one. */
export interface MarkDirections {
  right: boolean;
  wrong: boolean;
}

/**
 * A scored recording is never marked right by the machine: on voices calibration never heard, its
 * "right" marks were wrong more often than not (docs/decisions/0033). What it heard stays as a hint.
 */
export const SCORED_MARKS: MarkDirections = { right: false, wrong: true };
/**
 * A practice recording is there to learn the microphone and counts for nothing: the machine may say it
 * was right, never wrong, so a mishearing cannot keep a young child on 'Try Again'.
 */
export const PRACTICE_MARKS: MarkDirections = { right: true, wrong: false };

export interface MarkPolicy {
  threshold: number;
  /** Phrases whose hearing may mark; undefined: any phrase the item listens for (an engine without a trust table). */
  trusted?: readonly string[];
  marks: MarkDirections;
}

export function markRecording(
  recognition: Recognition | null,
  engine: SpeechRecognizer["name"] | null,
  key: AnswerKey | undefined,
  now: Date,
  policy: MarkPolicy = { threshold: engine ? AUTO_MARK_THRESHOLD[engine] : Infinity, marks: SCORED_MARKS },
): RecordingMark {
  if (!recognition || !engine) return WAITING;
  const heard = { transcript: recognition.transcript, confidence: recognition.confidence, recognizer: engine };
  const { transcript } = recognition;
  const sure =
    transcript !== null &&
    recognition.confidence >= policy.threshold &&
    listenedFor(transcript, key) &&
    (policy.trusted === undefined || policy.trusted.includes(transcript));
  if (!sure) return { ...WAITING, ...heard };
  const right = heardCorrectly(transcript, key?.accepted);
  if (!(right ? policy.marks.right : policy.marks.wrong)) return { ...WAITING, ...heard };
  return { is_correct: right, needs_review: false, marked_by: "speech", marked_at: now, ...heard };
}
