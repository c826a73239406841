// The evaluation's figures: what the machine did with each recording, counted per band, condition and
// synthesizer, each direction of mark on its own, and the bars a run must meet.
import type { Hearing } from "@readbright/domain/api/reviews";
import type { Kind } from "./cases";

export interface Outcome {
  band: string;
  condition: string;
  synthesizer: string;
  kind: Kind;
  /** Whether what was said is a right answer. */
  right: boolean;
  /** The machine's mark, or null when the recording waits for a person. */
  mark: boolean | null;
  hearing: Hearing | null;
}

export interface Figures {
  recordings: number;
  rightSaid: number;
  wrongSaid: number;
  rightMarkedRight: number;
  wrongMarkedRight: number;
  rightMarkedWrong: number;
  wrongMarkedWrong: number;
  /** Share of "right" marks that were right; null when none were made. */
  rightPrecision: number | null;
  /** Share of "wrong" marks that were wrong; null when none were made. */
  wrongPrecision: number | null;
  /** Share of wrong answers marked right: the costly error. */
  wrongMarkedRightRate: number;
  /** Share of the recordings with a voice marked without a person. */
  coverage: number;
  /** Recordings with no voice that reached a grammar (must be none). */
  silentHeard: number;
  /** Recordings with a voice judged to hold none (they wait for a person). */
  voiceMissed: number;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function figures(outcomes: readonly Outcome[]): Figures {
  const spoken = outcomes.filter((o) => o.kind !== "no-voice");
  const count = (right: boolean, mark: boolean) => spoken.filter((o) => o.right === right && o.mark === mark).length;
  const rightMarkedRight = count(true, true);
  const wrongMarkedRight = count(false, true);
  const rightMarkedWrong = count(true, false);
  const wrongMarkedWrong = count(false, false);
  const wrongSaid = spoken.filter((o) => !o.right).length;
  return {
    recordings: outcomes.length,
    rightSaid: spoken.length - wrongSaid,
    wrongSaid,
    rightMarkedRight,
    wrongMarkedRight,
    rightMarkedWrong,
    wrongMarkedWrong,
    rightPrecision: share(rightMarkedRight, rightMarkedRight + wrongMarkedRight),
    wrongPrecision: share(wrongMarkedWrong, wrongMarkedWrong + rightMarkedWrong),
    wrongMarkedRightRate: share(wrongMarkedRight, wrongSaid) ?? 0,
    coverage: share(rightMarkedRight + wrongMarkedRight + rightMarkedWrong + wrongMarkedWrong, spoken.length) ?? 0,
    silentHeard: outcomes.filter((o) => o.kind === "no-voice" && o.hearing !== "no_voice").length,
    voiceMissed: spoken.filter((o) => o.hearing === "no_voice").length,
  };
}

export type Scope = "band" | "condition" | "synthesizer";

/** Figures per value of `scope`, then for all together. */
export function figuresBy(outcomes: readonly Outcome[], scope: Scope): Map<string, Figures> {
  const values = [...new Set(outcomes.map((o) => o[scope]))].sort();
  const table = new Map(values.map((v) => [v, figures(outcomes.filter((o) => o[scope] === v))]));
  table.set("all", figures(outcomes));
  return table;
}

/** The bars of the held-out figures, in every band, every condition and every synthesizer. */
export const BARS = { minPrecision: 0.95, maxWrongMarkedRight: 0.02 } as const;

/** Every bar the outcomes miss, in words; empty when they meet them all. */
export function barsMissed(outcomes: readonly Outcome[], bars: { minPrecision: number; maxWrongMarkedRight: number } = BARS): string[] {
  const missed: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  for (const scope of ["band", "condition", "synthesizer"] as const) {
    for (const [value, f] of figuresBy(outcomes, scope)) {
      const where = value === "all" ? "overall" : `${scope} ${value}`;
      if (f.rightPrecision !== null && f.rightPrecision < bars.minPrecision) missed.push(`${where}: "right" marks ${pct(f.rightPrecision)} precise (at least ${pct(bars.minPrecision)})`);
      if (f.wrongPrecision !== null && f.wrongPrecision < bars.minPrecision) missed.push(`${where}: "wrong" marks ${pct(f.wrongPrecision)} precise (at least ${pct(bars.minPrecision)})`);
      if (f.wrongMarkedRightRate > bars.maxWrongMarkedRight) missed.push(`${where}: ${pct(f.wrongMarkedRightRate)} of wrong answers marked right (at most ${pct(bars.maxWrongMarkedRight)})`);
      if (f.silentHeard > 0) missed.push(`${where}: ${f.silentHeard} recordings with no voice reached the grammar`);
    }
  }
  return [...new Set(missed)];
}
