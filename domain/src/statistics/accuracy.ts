// A screening's accuracy against diagnoses, from a 2 x 2 table of "flagged" (the screen said at risk) by
// "identified" (the diagnostic assessment found dyslexia): sensitivity, specificity and the predictive
// values, each with its Wilson 95 % interval.
import { wilsonInterval } from "./wilson";
import type { Interval } from "./wilson";

export interface ScreenTable {
  /** Flagged and identified. */
  truePositive: number;
  /** Flagged, not identified. */
  falsePositive: number;
  /** Not flagged, identified. */
  falseNegative: number;
  /** Neither. */
  trueNegative: number;
}

export interface Proportion {
  value: number | null;
  interval: Interval | null;
  /** The denominator. */
  n: number;
}

export function proportion(successes: number, n: number): Proportion {
  return { value: n > 0 ? successes / n : null, interval: wilsonInterval(successes, n), n };
}

export interface ScreenAccuracy {
  sensitivity: Proportion;
  specificity: Proportion;
  ppv: Proportion;
  npv: Proportion;
}

export function screenAccuracy(t: ScreenTable): ScreenAccuracy {
  return {
    sensitivity: proportion(t.truePositive, t.truePositive + t.falseNegative),
    specificity: proportion(t.trueNegative, t.trueNegative + t.falsePositive),
    ppv: proportion(t.truePositive, t.truePositive + t.falsePositive),
    npv: proportion(t.trueNegative, t.trueNegative + t.falseNegative),
  };
}
