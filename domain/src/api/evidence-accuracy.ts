// The screening-accuracy part of the public evidence (GET /api/evidence/, decision 45): per assessment,
// ReadBright's risk levels against the outcomes of full diagnostic assessments that dyslexia professionals
// recorded. Once MIN_CELL outcomes that identified dyslexia or did not exist for an assessment, the
// sensitivity, specificity and predictive values of "High", and of "High or Medium", each with its
// Wilson 95 % interval, and the AUC of the risk score with a bootstrap 95 % interval; below that, only
// how many outcomes there are. Inconclusive outcomes are counted and left out of every figure.
import type { IntervalResponse } from "./evidence-agreement";

export interface ProportionResponse {
  value: number | null;
  interval: IntervalResponse | null;
  /** Its denominator. */
  n: number;
}

export interface ScreenFigures {
  sensitivity: ProportionResponse;
  specificity: ProportionResponse;
  /** Positive predictive value: of those the screen flagged, the share diagnosed. */
  ppv: ProportionResponse;
  /** Negative predictive value: of those it did not flag, the share not diagnosed. */
  npv: ProportionResponse;
}

export interface AccuracyBand {
  assessment_id: string;
  band: string;
  /** Outcomes that identified dyslexia or did not, compared with a screening: the figures' n. */
  outcomes: number;
  identified: number;
  not_identified: number;
  /** Counted, and left out of every figure. */
  inconclusive: number;
  /** null below MIN_CELL outcomes. */
  high: ScreenFigures | null;
  high_or_medium: ScreenFigures | null;
  /** The chance a diagnosed client's risk score is lower (riskier) than an undiagnosed one's; ties count half. */
  auc: number | null;
  auc_interval: IntervalResponse | null;
}

