// Calibration: from what the recogniser heard of the calibration voices, which hearings to trust per
// item, how sure it must be, in which conditions (measured on the audio) it may mark, and in which
// direction. Each choice is judged by leaving one calibration voice out at a time (the trust table built
// from the others marks it), so calibration never grades itself on what it learnt from.
import type { AudioMeasures } from "../../src/services/speech/recognition/audio-measures";
import { NO_GATES, NO_MARKS, withinGates } from "../../src/services/speech/recognition/calibration";
import type { AudioGates, EngineCalibration, MarkDirections } from "../../src/services/speech/recognition/calibration";
import { heardCorrectly } from "../../src/content/grade-answer";
import { markRecording, NO_VOICE } from "../../src/services/speech/recognition/mark-recording";
import { hasVoice } from "../../src/services/speech/recognition/measure-recording";
import type { Recognition, SpeechRecognizer } from "../../src/services/speech/recognition/recognizer";
import type { EvalCase } from "./cases";
import { barsMissed } from "./figures";
import type { Outcome } from "./figures";

export interface Heard {
  case: EvalCase;
  voice: string;
  synthesizer: string;
  condition: string;
  measures: AudioMeasures | null;
  /** null when the recording held no voice and no engine was asked. */
  recognition: Recognition | null;
}

/** How many calibration recordings must have been heard as a phrase before that hearing is trusted. */
export const MIN_TRUSTED_HEARINGS = 2;
const NOW = new Date(0);

export const voiced = (h: Heard) => h.measures === null || hasVoice(h.measures);

/** The mark a calibration gives a recording, exactly as recognizeRecording gives it. */
export function outcomeOf(h: Heard, engine: SpeechRecognizer["name"], calibration: EngineCalibration | undefined): Outcome {
  const key = { accepted: h.case.accepted, foils: h.case.foils };
  const mark = !voiced(h) ? NO_VOICE : markRecording(h.recognition, engine, key, NOW, { calibration, item: h.case.item, practice: false, measures: h.measures });
  return { band: h.case.band, condition: h.condition, synthesizer: h.synthesizer, kind: h.case.kind, right: h.case.right, mark: mark.is_correct, hearing: mark.hearing };
}

/**
 * Per item, the phrases whose sure hearing (at the threshold, within the gates) always meant the same
 * mark in these recordings, at least MIN_TRUSTED_HEARINGS times: heard as the answer only when the answer
 * was said, as a foil only when a wrong answer was. A phrase also heard for the other kind is left out,
 * so hearing it sends the recording to a person.
 */
export function trustTable(heard: readonly Heard[], threshold: number, gates: AudioGates): Record<string, string[]> {
  const seen = new Map<string, Map<string, { count: number; consistent: boolean }>>();
  for (const h of heard) {
    const r = h.recognition;
    if (!r || r.hearing !== "phrase" || r.transcript === null || r.confidence < threshold || !voiced(h) || !withinGates(h.measures, gates)) continue;
    const phrases = seen.get(h.case.item) ?? new Map<string, { count: number; consistent: boolean }>();
    const stat = phrases.get(r.transcript) ?? { count: 0, consistent: true };
    stat.count += 1;
    stat.consistent &&= heardCorrectly(r.transcript, h.case.accepted) === h.case.right;
    phrases.set(r.transcript, stat);
    seen.set(h.case.item, phrases);
  }
  const table: Record<string, string[]> = {};
  for (const [item, phrases] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    const trusted = [...phrases].filter(([, s]) => s.consistent && s.count >= MIN_TRUSTED_HEARINGS).map(([p]) => p).sort();
    if (trusted.length > 0) table[item] = trusted;
  }
  return table;
}

/** The candidates calibration tries: how sure, and where. */
export const THRESHOLDS = [0.6, 0.8, 1] as const;
const GATE_VALUES = {
  min_snr_db: [null, 20, 25, 30, 35],
  min_level_db: [null, -50, -45, -40],
  max_pitch_hz: [null, 250, 200, 170, 150],
  min_high_band_db: [null, -40, -35, -30],
} as const;

export function gateCandidates(): AudioGates[] {
  const out: AudioGates[] = [];
  for (const min_snr_db of GATE_VALUES.min_snr_db)
    for (const min_level_db of GATE_VALUES.min_level_db)
      for (const max_pitch_hz of GATE_VALUES.max_pitch_hz)
        for (const min_high_band_db of GATE_VALUES.min_high_band_db) out.push({ min_snr_db, min_level_db, max_pitch_hz, min_high_band_db });
  return out;
}

/** The calibration voices' outcomes with each voice marked by the trust table of the others. */
export function leaveOneVoiceOut(heard: readonly Heard[], engine: SpeechRecognizer["name"], threshold: number, gates: AudioGates, marks: MarkDirections): Outcome[] {
  const voices = [...new Set(heard.map((h) => h.voice))];
  return voices.flatMap((voice) => {
    const trusted = trustTable(heard.filter((h) => h.voice !== voice), threshold, gates);
    const calibration: EngineCalibration = { marks, candidate: marks, threshold, gates, trusted };
    return heard.filter((h) => h.voice === voice).map((h) => outcomeOf(h, engine, calibration));
  });
}

export interface CalibrationChoice {
  calibration: EngineCalibration;
  /** Coverage of the left-out voices at the chosen setting, per direction. */
  coverage: { right: number; wrong: number };
}

const marksIn = (outcomes: readonly Outcome[], mark: boolean) => outcomes.filter((o) => o.mark === mark).length;

const DIRECTIONS: readonly MarkDirections[] = [
  { right: true, wrong: true },
  { right: false, wrong: true },
  { right: true, wrong: false },
];

/** The fewest left-out marks in a direction that may switch it on: no figure stands on fewer than 30 cases. */
export const MIN_EVIDENCE = 30;

/**
 * The directions, threshold and gates that mark the most left-out recordings while meeting the bars
 * (`barsMissed`) in every band, condition and synthesizer, each direction switched on only with at least
 * `minEvidence` marks behind it; with none that can, the machine marks nothing. The trust table shipped is
 * then built from every calibration voice.
 */
export function calibrate(heard: readonly Heard[], engine: SpeechRecognizer["name"], bars: { minPrecision: number; maxWrongMarkedRight: number }, minEvidence = MIN_EVIDENCE): CalibrationChoice {
  let best: { marked: number; outcomes: Outcome[]; calibration: Omit<EngineCalibration, "trusted" | "candidate"> } | null = null;
  for (const marks of DIRECTIONS) {
    for (const threshold of THRESHOLDS) {
      for (const gates of gateCandidates()) {
        const outcomes = leaveOneVoiceOut(heard, engine, threshold, gates, marks);
        const marked = outcomes.filter((o) => o.mark !== null).length;
        const evidenced = (!marks.right || marksIn(outcomes, true) >= minEvidence) && (!marks.wrong || marksIn(outcomes, false) >= minEvidence);
        if (!evidenced || marked <= (best?.marked ?? 0) || barsMissed(outcomes, bars).length > 0) continue;
        best = { marked, outcomes, calibration: { marks, threshold, gates } };
      }
    }
  }
  const chosen = best?.calibration ?? { marks: NO_MARKS, threshold: 1, gates: NO_GATES };
  const spoken = (best?.outcomes ?? []).filter((o) => o.kind !== "no-voice").length || 1;
  return {
    calibration: { ...chosen, candidate: chosen.marks, trusted: trustTable(heard, chosen.threshold, chosen.gates) },
    coverage: { right: best ? marksIn(best.outcomes, true) / spoken : 0, wrong: best ? marksIn(best.outcomes, false) / spoken : 0 },
  };
}

/**
 * The held-out check: the candidate as it would mark the held-out voices' recordings, and what ships. The
 * candidate's directions ship only when they meet every bar on voices calibration never heard; otherwise
 * the machine marks nothing. The held-out voices only ever switch marks off: nothing is tuned on them.
 */
export function heldOutCheck(heard: readonly Heard[], engine: SpeechRecognizer["name"], calibration: EngineCalibration, bars: { minPrecision: number; maxWrongMarkedRight: number }): { outcomes: Outcome[]; missed: string[]; shipped: EngineCalibration } {
  const candidate = { ...calibration, marks: calibration.candidate };
  const outcomes = heard.map((h) => outcomeOf(h, engine, candidate));
  const missed = barsMissed(outcomes, bars);
  return { outcomes, missed, shipped: { ...calibration, marks: missed.length === 0 ? calibration.candidate : NO_MARKS } };
}
