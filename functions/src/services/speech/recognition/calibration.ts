// What the evaluation (`npm run eval:speech -- --calibrate`) found each engine may be trusted with, kept
// in functions/src/content/speech-calibration.json. An engine the evaluation never ran on has no entry,
// and then the machine marks nothing: every recording waits for a person (docs/decisions/0033).
import type { AudioMeasures } from "./audio-measures";
import type { SpeechRecognizer } from "./recognizer";

/** Which marks the machine may give: "right" lowers a child's risk level when it is wrong, so it is the costly one. */
export interface MarkDirections {
  right: boolean;
  wrong: boolean;
}

/**
 * The recordings an engine may mark: the conditions, measured on the audio (audio-measures.ts), where the
 * evaluation found it reliable. null: no limit on that measure.
 */
export interface AudioGates {
  min_snr_db: number | null;
  min_level_db: number | null;
  max_pitch_hz: number | null;
  min_high_band_db: number | null;
}

export const NO_MARKS: MarkDirections = { right: false, wrong: false };

export const NO_GATES: AudioGates = { min_snr_db: null, min_level_db: null, max_pitch_hz: null, min_high_band_db: null };

export interface EngineCalibration {
  /**
   * The marks the machine gives (a scored recording is marked only in these directions): the candidate's,
   * when they also met the bars on the held-out voices; otherwise none.
   */
  marks: MarkDirections;
  /** The directions calibration chose on the calibration voices, before the held-out voices were heard. */
  candidate: MarkDirections;
  /** The share of decodes that must agree. */
  threshold: number;
  gates: AudioGates;
  /** Per item ("<assessment id>:<question id>"), the phrases whose hearing was reliable in calibration. */
  trusted: Readonly<Record<string, readonly string[]>>;
}

export interface SpeechCalibration {
  /** A digest of what calibration depends on (the spoken items, their pronunciations and cohorts, the recogniser's settings). */
  fingerprint: string;
  engines: Partial<Record<SpeechRecognizer["name"], EngineCalibration>>;
}

export const trustKey = (assessmentId: string, questionId: number) => `${assessmentId}:${questionId}`;

export function withinGates(measures: AudioMeasures | null, gates: AudioGates): boolean {
  // Without measures (ffmpeg could not decode the audio for them) nothing says the condition is one the
  // evaluation covered.
  if (!measures) return false;
  const atLeast = (value: number, min: number | null) => min === null || value >= min;
  return (
    atLeast(measures.snr_db, gates.min_snr_db) &&
    atLeast(measures.level_db, gates.min_level_db) &&
    (gates.max_pitch_hz === null || measures.pitch_hz <= gates.max_pitch_hz) &&
    atLeast(measures.high_band_db, gates.min_high_band_db)
  );
}
