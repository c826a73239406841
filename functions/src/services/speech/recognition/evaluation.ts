// The evaluation set for automatic marking (issue 12): every spoken item's expected answer and each of
// its foils, spoken by espeak-ng in several voices and speeds. Here: which cases there are, which
// hearings a calibration run found trustworthy, and the figures a run gives (precision of the marks
// made, coverage, the confusion table), per band. Calibration and evaluation use different voices, so
// the figures are for voices the trust table never heard.
import type { BankAssessment } from "../../../content/types";
import { heardCorrectly } from "../../../content/grade-answer";
import { markRecording, phrasesFor, SCORED_MARKS, trustKey } from "./mark-recording";
import type { TrustTable } from "./mark-recording";
import type { Recognition } from "./recognizer";

/** Voices and speeds (words per minute) the trust table is built from... */
export const CALIBRATION_VOICES = ["en-us", "en-gb-x-rp"] as const;
export const CALIBRATION_SPEEDS = [120, 165] as const;
/** ...and the held-out ones the figures are measured on. */
export const EVAL_VOICES = ["en-us+f3", "en-us-nyc", "en-gb-scotland"] as const;
export const EVAL_SPEEDS = [140, 185] as const;

export interface EvalCase {
  band: string;
  assessment_id: string;
  question_id: number;
  /** What the voice says. */
  spoken: string;
  /** Whether saying it is a right answer. */
  right: boolean;
  phrases: string[];
  accepted: string[];
  foils: string[];
}

export function evaluationCases(bank: readonly BankAssessment[]): EvalCase[] {
  return bank.flatMap((assessment) =>
    assessment.questions
      .filter((q) => q.question_type === "recording")
      .flatMap((q) => {
        const phrases = phrasesFor(q.key);
        const accepted = q.key.accepted ?? [];
        return phrases.map((spoken) => ({
          band: assessment.band,
          assessment_id: assessment.id,
          question_id: q.id,
          spoken,
          right: heardCorrectly(spoken, accepted),
          phrases,
          accepted,
          foils: q.key.foils ?? [],
        }));
      }),
  );
}

export interface Outcome {
  band: string;
  right: boolean;
  /** The automatic mark, or null when the recording would wait for a person. */
  mark: boolean | null;
}

export function outcomeOf(c: EvalCase, recognition: Recognition, trust: TrustTable, threshold: number): Outcome {
  const key = { accepted: c.accepted, foils: c.foils };
  const mark = markRecording(recognition, "pocketsphinx", key, new Date(0), { threshold, trusted: trust[trustKey(c.assessment_id, c.question_id)] ?? [], marks: SCORED_MARKS });
  return { band: c.band, right: c.right, mark: mark.is_correct };
}

export interface Hearing {
  case: EvalCase;
  recognition: Recognition;
}

/** How many calibration recordings must have been heard as a phrase before that hearing is trusted. */
export const MIN_TRUSTED_HEARINGS = 2;

/**
 * Per item, the phrases whose hearing (at the threshold) always meant the same mark in calibration:
 * every recording heard as it was a right answer if it is one, a wrong one if not, and there were at
 * least MIN_TRUSTED_HEARINGS of them. A phrase the recogniser also hears for something else is left out,
 * so hearing it sends the recording to a person.
 */
export function trustTable(hearings: readonly Hearing[], threshold: number): TrustTable {
  const seen = new Map<string, Map<string, { count: number; consistent: boolean }>>();
  for (const { case: c, recognition } of hearings) {
    const heard = recognition.transcript;
    if (heard === null || recognition.confidence < threshold) continue;
    const item = trustKey(c.assessment_id, c.question_id);
    const phrases = seen.get(item) ?? new Map<string, { count: number; consistent: boolean }>();
    const stat = phrases.get(heard) ?? { count: 0, consistent: true };
    stat.count += 1;
    stat.consistent &&= heardCorrectly(heard, c.accepted) === c.right;
    phrases.set(heard, stat);
    seen.set(item, phrases);
  }
  const table: Record<string, string[]> = {};
  for (const [item, phrases] of [...seen].sort(([a], [b]) => a.localeCompare(b))) {
    const trusted = [...phrases].filter(([, s]) => s.consistent && s.count >= MIN_TRUSTED_HEARINGS).map(([p]) => p).sort();
    if (trusted.length > 0) table[item] = trusted;
  }
  return table;
}

export interface Figures {
  total: number;
  /** Said right, marked right; said wrong, marked right; ... ; and the ones left for a person. */
  rightMarkedRight: number;
  wrongMarkedRight: number;
  rightMarkedWrong: number;
  wrongMarkedWrong: number;
  rightWaiting: number;
  wrongWaiting: number;
  /** Share of automatic marks that are correct (1 when none were made). */
  precision: number;
  /** Share of recordings marked without a person. */
  coverage: number;
}

export function figures(outcomes: readonly Outcome[]): Figures {
  const count = (right: boolean, mark: boolean | null) => outcomes.filter((o) => o.right === right && o.mark === mark).length;
  const f = {
    total: outcomes.length,
    rightMarkedRight: count(true, true),
    wrongMarkedRight: count(false, true),
    rightMarkedWrong: count(true, false),
    wrongMarkedWrong: count(false, false),
    rightWaiting: count(true, null),
    wrongWaiting: count(false, null),
  };
  const marked = f.total - f.rightWaiting - f.wrongWaiting;
  const correct = f.rightMarkedRight + f.wrongMarkedWrong;
  return { ...f, precision: marked === 0 ? 1 : correct / marked, coverage: f.total === 0 ? 0 : marked / f.total };
}

export function figuresByBand(outcomes: readonly Outcome[]): Map<string, Figures> {
  const bands = [...new Set(outcomes.map((o) => o.band))];
  const table = new Map(bands.map((band) => [band, figures(outcomes.filter((o) => o.band === band))]));
  table.set("all", figures(outcomes));
  return table;
}
