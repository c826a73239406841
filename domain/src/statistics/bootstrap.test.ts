import { describe, expect, it } from "vitest";
import { aucFromHistograms, hanleyMcNeilSe } from "./auc";
import { binomial, bootstrapAucInterval, quantile, resample } from "./bootstrap";
import { seededRandom } from "./random";

describe("bootstrapAucInterval", () => {
  // Hanley & McNeil 1982, Table 1 (see auc.test.ts): AUC 0.893, SE 0.032, so a 95 % interval near
  // 0.893 ± 1.96 × 0.032 = 0.83 to 0.96.
  const normal = [33, 6, 6, 11, 2];
  const abnormal = [3, 2, 2, 11, 33];

  it("brackets Hanley & McNeil's area about as wide as their standard error says", () => {
    const interval = bootstrapAucInterval(abnormal, normal)!;
    const auc = aucFromHistograms(abnormal, normal)!;
    const se = hanleyMcNeilSe(auc, 51, 58);
    expect(interval.low).toBeLessThan(auc);
    expect(interval.high).toBeGreaterThan(auc);
    expect(interval.low).toBeCloseTo(auc - 1.96 * se, 1);
    expect(interval.high).toBeCloseTo(Math.min(1, auc + 1.96 * se), 1);
  });

  it("is the same interval every time for the same counts (seeded)", () => {
    expect(bootstrapAucInterval(abnormal, normal)).toEqual(bootstrapAucInterval(abnormal, normal));
  });

  it("resamples as many people as the histogram holds, in its bins", () => {
    const drawn = resample([5, 0, 7], seededRandom(1));
    expect(drawn.reduce((s, c) => s + c, 0)).toBe(12);
    expect(drawn[1]).toBe(0);
  });

  it("takes quantiles between neighbours", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
  });

  it("covers a known AUC in about 95 % of simulated studies (binormal, separation 1 SD, 60 + 60 people)", () => {
    const random = seededRandom(5);
    const normalDraw = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const bin = (x: number) => Math.min(99, Math.max(0, Math.floor((x + 4) * 10)));
    const truth = 0.7602;
    let covered = 0;
    const studies = 200;
    for (let s = 0; s < studies; s++) {
      const cases = new Array<number>(100).fill(0);
      const controls = new Array<number>(100).fill(0);
      for (let i = 0; i < 60; i++) {
        cases[bin(normalDraw() + 1)]! += 1;
        controls[bin(normalDraw())]! += 1;
      }
      const interval = bootstrapAucInterval(cases, controls, 400, s + 1)!;
      if (interval.low <= truth && truth <= interval.high) covered++;
    }
    expect(covered / studies).toBeGreaterThan(0.88);
    expect(covered / studies).toBeLessThanOrEqual(0.99);
  });
});

describe("binomial", () => {
  it("draws with the binomial's mean and variance in each regime (simulation)", () => {
    const random = seededRandom(17);
    for (const [n, p] of [[30, 0.3], [5000, 0.0006], [5000, 0.9995], [20_000, 0.4]] as const) {
      const draws = Array.from({ length: 4000 }, () => binomial(n, p, random));
      const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
      const variance = draws.reduce((s, x) => s + (x - mean) ** 2, 0) / (draws.length - 1);
      expect(Math.abs(mean - n * p), `mean for n=${n}, p=${p}`).toBeLessThan(5 * Math.sqrt((n * p * (1 - p)) / draws.length) + 1e-9);
      expect(variance / (n * p * (1 - p)), `variance for n=${n}, p=${p}`).toBeGreaterThan(0.85);
      expect(variance / (n * p * (1 - p)), `variance for n=${n}, p=${p}`).toBeLessThan(1.15);
      expect(draws.every((x) => Number.isInteger(x) && x >= 0 && x <= n)).toBe(true);
    }
  });

  it("resamples a million people as fast as a hundred", () => {
    const big = [400_000, 0, 350_000, 250_000];
    const started = Date.now();
    const drawn = resample(big, seededRandom(2));
    expect(Date.now() - started).toBeLessThan(50);
    expect(drawn.reduce((s, c) => s + c, 0)).toBe(1_000_000);
    expect(drawn[1]).toBe(0);
  });
});
