import { describe, expect, it } from "vitest";
import { screenAccuracy } from "./accuracy";

describe("screenAccuracy", () => {
  // Altman DG, Bland JM. Diagnostic tests 1: sensitivity and specificity. BMJ 1994;308:1552: liver scan
  // against pathology, 231 abnormal scans with abnormal pathology, 32 abnormal scans with normal pathology,
  // 27 normal scans with abnormal pathology, 54 normal both: sensitivity 0.895, specificity 0.628.
  // Diagnostic tests 2: predictive values. BMJ 1994;309:102, the same table: PPV 0.878, NPV 0.667.
  it("gives Altman & Bland's liver scan figures", () => {
    const figures = screenAccuracy({ truePositive: 231, falsePositive: 32, falseNegative: 27, trueNegative: 54 });
    expect(figures.sensitivity.value).toBeCloseTo(0.895, 3);
    expect(figures.specificity.value).toBeCloseTo(0.628, 3);
    expect(figures.ppv.value).toBeCloseTo(0.878, 3);
    expect(figures.npv.value).toBeCloseTo(0.667, 3);
    expect(figures.sensitivity.n).toBe(258);
    expect(figures.sensitivity.interval!.low).toBeLessThan(0.895);
    expect(figures.sensitivity.interval!.high).toBeGreaterThan(0.895);
  });

  it("has no value and no interval for an empty denominator", () => {
    expect(screenAccuracy({ truePositive: 0, falsePositive: 0, falseNegative: 0, trueNegative: 4 }).sensitivity).toEqual({ value: null, interval: null, n: 0 });
  });
});
