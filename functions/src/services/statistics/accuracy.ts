// Screening accuracy per assessment (decision 45), from counts kept as outcomes are recorded, changed
// and deleted (participants/outcome-comparison.ts): per outcome (identified, not_identified), how many,
// how many at each risk level and a histogram of the risk score in bins of 0.01; and how many were
// inconclusive. The figures are computed from these alone: no client is read.
import type { RiskLevel } from "@readbright/domain/enums";
import { MIN_CELL } from "@readbright/domain/api/evidence-agreement";
import type { AccuracyBand, ScreenFigures } from "@readbright/domain/api/evidence-accuracy";
import { screenAccuracy } from "@readbright/domain/statistics/accuracy";
import { aucFromHistograms } from "@readbright/domain/statistics/auc";
import { bootstrapAucInterval } from "@readbright/domain/statistics/bootstrap";
import { ASSESSMENT_BANK } from "../../content/bank";
import { readCounts } from "./counters";

export const accuracyScope = (assessmentId: string) => `accuracy:${assessmentId}`;

/** Risk scores run from 0 to 1; bins of 0.01 keep the AUC's ties to scores within a hundredth. */
export const SCORE_BINS = 101;
export const scoreBin = (score: number): number => Math.min(SCORE_BINS - 1, Math.max(0, Math.round(score * 100)));

type Counts = Readonly<Record<string, number>>;
type Decided = "identified" | "not_identified";

const at = (counts: Counts, name: string) => counts[name] ?? 0;

/** The outcome's score histogram with the riskiest (lowest) score last, so a higher bin means "more likely dyslexic". */
function riskOrdered(counts: Counts, outcome: Decided): number[] {
  return Array.from({ length: SCORE_BINS }, (_, bin) => at(counts, `${outcome}.s${SCORE_BINS - 1 - bin}`));
}

/** Screen positive = one of `flagged` levels. */
function screenFigures(counts: Counts, flagged: readonly RiskLevel[]): ScreenFigures {
  const positive = (outcome: Decided) => flagged.reduce((sum, level) => sum + at(counts, `${outcome}.${level}`), 0);
  const tp = positive("identified");
  const fp = positive("not_identified");
  return screenAccuracy({ truePositive: tp, falseNegative: at(counts, "identified.n") - tp, falsePositive: fp, trueNegative: at(counts, "not_identified.n") - fp });
}

export function accuracyBand(assessmentId: string, band: string, counts: Counts): AccuracyBand {
  const identified = at(counts, "identified.n");
  const notIdentified = at(counts, "not_identified.n");
  const outcomes = identified + notIdentified;
  const shown = outcomes >= MIN_CELL;
  const cases = riskOrdered(counts, "identified");
  const controls = riskOrdered(counts, "not_identified");
  return {
    assessment_id: assessmentId,
    band,
    outcomes,
    identified,
    not_identified: notIdentified,
    inconclusive: at(counts, "inconclusive.n"),
    high: shown ? screenFigures(counts, ["high"]) : null,
    high_or_medium: shown ? screenFigures(counts, ["high", "medium"]) : null,
    auc: shown ? aucFromHistograms(cases, controls) : null,
    auc_interval: shown ? bootstrapAucInterval(cases, controls) : null,
  };
}

/** Every assessment's accuracy figures: ten shard reads per assessment, however many clients there are. */
export function accuracyFigures(): Promise<AccuracyBand[]> {
  return Promise.all(ASSESSMENT_BANK.map(async (assessment) => accuracyBand(assessment.id, assessment.band, await readCounts(accuracyScope(assessment.id)))));
}
