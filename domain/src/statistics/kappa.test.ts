import { describe, expect, it } from "vitest";
import { seededRandom } from "./random";
import { cohensKappa, observedAgreement } from "./kappa";

describe("Cohen's kappa", () => {
  // The worked example of Wikipedia's "Cohen's kappa" article: 50 proposals read by two readers, both yes
  // 20, A yes B no 5, A no B yes 10, both no 15: po = 0.7, pe = 0.5, kappa = 0.4.
  it("gives the worked example's po 0.7 and kappa 0.4", () => {
    const table = { yesYes: 20, yesNo: 5, noYes: 10, noNo: 15 };
    expect(observedAgreement(table)).toBeCloseTo(0.7, 10);
    expect(cohensKappa(table)).toBeCloseTo(0.4, 10);
  });

  it("is 1 for perfect agreement and 0 when the marks agree only as chance would", () => {
    expect(cohensKappa({ yesYes: 30, yesNo: 0, noYes: 0, noNo: 20 })).toBeCloseTo(1, 10);
    expect(cohensKappa({ yesYes: 25, yesNo: 25, noYes: 25, noNo: 25 })).toBeCloseTo(0, 10);
  });

  it("is undefined for an empty table and when both raters only ever said one word", () => {
    expect(cohensKappa({ yesYes: 0, yesNo: 0, noYes: 0, noNo: 0 })).toBeNull();
    expect(cohensKappa({ yesYes: 40, yesNo: 0, noYes: 0, noNo: 0 })).toBeNull();
  });

  it("recovers a known kappa (simulation: B copies A with chance 0.6, else marks at random as A does)", () => {
    const random = seededRandom(11);
    const table = { yesYes: 0, yesNo: 0, noYes: 0, noNo: 0 };
    for (let i = 0; i < 40_000; i++) {
      const a = random() < 0.7;
      const b = random() < 0.6 ? a : random() < 0.7;
      if (a && b) table.yesYes++;
      else if (a) table.yesNo++;
      else if (b) table.noYes++;
      else table.noNo++;
    }
    // With equal rates of "yes", copying with chance k gives kappa = k exactly.
    expect(cohensKappa(table)!).toBeCloseTo(0.6, 1);
  });
});
