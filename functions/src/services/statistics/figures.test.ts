import { describe, expect, it } from "vitest";
import { accuracyBand, scoreBin } from "./accuracy";
import { agreementBand, agreementTable } from "./agreement";

describe("agreementBand", () => {
  it("shows only n below 30 pairs", () => {
    const band = agreementBand("age-5-7-v1", "age-5-7", { yesYes: 20, yesNo: 2, noYes: 3, noNo: 4 });
    expect(band).toMatchObject({ n: 29, machine_correct_n: 22, agreement: null, kappa: null, precision_of_correct: null, agreement_interval: null });
  });

  it("gives agreement, kappa and the precision of machine 'correct' marks from 30 pairs", () => {
    // Cells as the counters keep them: machine correct and person correct, and so on.
    const table = agreementTable({ "mc.pc": 20, "mc.pw": 5, "mw.pc": 10, "mw.pw": 15 });
    const band = agreementBand("age-5-7-v1", "age-5-7", table);
    expect(band.n).toBe(50);
    expect(band.agreement).toBeCloseTo(0.7, 10);
    expect(band.kappa).toBeCloseTo(0.4, 10);
    expect(band.precision_of_correct).toBeCloseTo(20 / 25, 10);
    expect(band.precision_interval!.low).toBeLessThan(0.8);
    expect(band.agreement_interval!.high).toBeGreaterThan(0.7);
  });
});

describe("accuracyBand", () => {
  it("says only how many outcomes there are below 30 decided ones", () => {
    const band = accuracyBand("age-8-10-v1", "age-8-10", { "identified.n": 10, "not_identified.n": 19, "inconclusive.n": 6 });
    expect(band).toMatchObject({ outcomes: 29, identified: 10, not_identified: 19, inconclusive: 6, high: null, high_or_medium: null, auc: null, auc_interval: null });
  });

  it("gives sensitivity, specificity, PPV and NPV of High and of High or Medium, and the AUC of the risk score", () => {
    // 20 identified: 12 High (score 0.30), 6 Medium (0.55), 2 Low (0.80); 30 not identified: 3 High (0.35), 9 Medium (0.6), 18 Low (0.85).
    const counts = {
      "identified.n": 20, "identified.high": 12, "identified.medium": 6, "identified.low": 2,
      [`identified.s${scoreBin(0.3)}`]: 12, [`identified.s${scoreBin(0.55)}`]: 6, [`identified.s${scoreBin(0.8)}`]: 2,
      "not_identified.n": 30, "not_identified.high": 3, "not_identified.medium": 9, "not_identified.low": 18,
      [`not_identified.s${scoreBin(0.35)}`]: 3, [`not_identified.s${scoreBin(0.6)}`]: 9, [`not_identified.s${scoreBin(0.85)}`]: 18,
      "inconclusive.n": 4,
    };
    const band = accuracyBand("age-8-10-v1", "age-8-10", counts);
    expect(band.outcomes).toBe(50);
    expect(band.high!.sensitivity).toMatchObject({ value: 12 / 20, n: 20 });
    expect(band.high!.specificity).toMatchObject({ value: 27 / 30, n: 30 });
    expect(band.high!.ppv).toMatchObject({ value: 12 / 15, n: 15 });
    expect(band.high!.npv).toMatchObject({ value: 27 / 35, n: 35 });
    expect(band.high_or_medium!.sensitivity.value).toBeCloseTo(18 / 20, 10);
    expect(band.high_or_medium!.specificity.value).toBeCloseTo(18 / 30, 10);
    expect(band.high!.sensitivity.interval!.low).toBeLessThan(0.6);
    // Every identified-not pair: identified lower (riskier) except where the identified scored 0.8 (above 0.35 and 0.6, below 0.85).
    const wins = 12 * 30 + 6 * (9 + 18) + 2 * 18;
    expect(band.auc).toBeCloseTo(wins / 600, 10);
    expect(band.auc_interval!.low).toBeLessThan(band.auc!);
    expect(band.auc_interval!.high).toBeGreaterThan(band.auc!);
  });
});
