// The machine-and-person agreement part of the public evidence (GET /api/evidence/, decision 44): per
// assessment, from blind checks, the pairs counted and, once there are MIN_CELL of them, the share that
// agree (with its Wilson 95 % interval), Cohen's kappa and how often a machine "correct" was a person's
// "correct" too. The route and its contract are the evidence endpoint's; this is the shape of its part.

/** No figure is shown from fewer pairs or outcomes than this: none could point to a person, and below it they say little. */
export { MIN_CELL } from "../limits";

export interface IntervalResponse {
  low: number;
  high: number;
}

export interface AgreementBand {
  assessment_id: string;
  /** The age band the assessment is for ("age-5-7"). */
  band: string;
  /** Blind checks a person has marked. */
  n: number;
  /** The share where the person's mark was the machine's; null below MIN_CELL. */
  agreement: number | null;
  agreement_interval: IntervalResponse | null;
  /** null below MIN_CELL, and when chance alone agrees fully (kappa undefined). */
  kappa: number | null;
  /** Of the n, how many the machine had marked correct. */
  machine_correct_n: number;
  /** Of those, the share a person marked correct too; null below MIN_CELL pairs or with none. */
  precision_of_correct: number | null;
  precision_interval: IntervalResponse | null;
}

