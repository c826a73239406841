import { describe, expect, it } from "vitest";
import { seededRandom } from "./random";
import { wilsonInterval } from "./wilson";

describe("wilsonInterval", () => {
  // Newcombe RG. Two-sided confidence intervals for the single proportion: comparison of seven methods.
  // Statistics in Medicine 1998;17:857-872, Table II, method 3 (score method without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("gives Newcombe's worked example %i/%i as %f to %f", (x, n, low, high) => {
    const interval = wilsonInterval(x, n)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it("is exactly 1 at the top when every case succeeds, and null with no cases", () => {
    expect(wilsonInterval(20, 20)!.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(3, 2)).toBeNull();
  });

  // Its coverage at one (n, p) swings with the discreteness of the binomial; Newcombe's Table I reports
  // the mean over the parameter space near 0.95, which a simulation over random p reproduces.
  it("covers the true proportion about 95 % of the time on average (simulation: p uniform, n = 40, 20,000 samples)", () => {
    const random = seededRandom(7);
    let covered = 0;
    const samples = 20_000;
    for (let s = 0; s < samples; s++) {
      const truth = random();
      let successes = 0;
      for (let i = 0; i < 40; i++) if (random() < truth) successes++;
      const interval = wilsonInterval(successes, 40)!;
      if (interval.low <= truth && truth <= interval.high) covered++;
    }
    expect(covered / samples).toBeGreaterThan(0.94);
    expect(covered / samples).toBeLessThan(0.965);
  });
});
