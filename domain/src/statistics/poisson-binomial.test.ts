import { describe, expect, it } from "vitest";
import { poissonBinomialPmf, poissonBinomialUpperTail } from "./poisson-binomial";

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
const binomialTail = (n: number, p: number, k: number) => {
  let tail = 0;
  for (let i = k; i <= n; i += 1) tail += choose(n, i) * p ** i * (1 - p) ** (n - i);
  return tail;
};

describe("the Poisson-binomial distribution", () => {
  it("is worked out by hand for two unequal chances", () => {
    // P(0) = .5 x .75, P(1) = .5 x .75 + .5 x .25, P(2) = .5 x .25
    expect(poissonBinomialPmf([0.5, 0.25])).toEqual([0.375, 0.5, 0.125]);
  });

  it("is the binomial when the chances are equal (10 four-option questions: P(X >= 5) = .0781, P(X >= 6) = .0197)", () => {
    const chances = Array<number>(10).fill(0.25);
    expect(poissonBinomialUpperTail(chances, 5)).toBeCloseTo(0.078127, 6);
    expect(poissonBinomialUpperTail(chances, 6)).toBeCloseTo(0.019728, 6);
    for (let k = 0; k <= 10; k += 1) expect(poissonBinomialUpperTail(chances, k)).toBeCloseTo(binomialTail(10, 0.25, k), 12);
  });

  it("equals the sum over every one of the 2^8 outcomes of eight questions with unequal chances", () => {
    const chances = [0.5, 0.5, 0.5, 0.5, 0.2, 0.2, 0.2, 0.2];
    const byCount = Array<number>(9).fill(0);
    for (let outcome = 0; outcome < 2 ** chances.length; outcome += 1) {
      let mass = 1;
      let right = 0;
      chances.forEach((p, i) => {
        const hit = (outcome >> i) & 1;
        mass *= hit ? p : 1 - p;
        right += hit;
      });
      byCount[right] = (byCount[right] ?? 0) + mass;
    }
    poissonBinomialPmf(chances).forEach((mass, k) => expect(mass).toBeCloseTo(byCount[k] ?? 0, 14));
    expect(poissonBinomialUpperTail(chances, 5)).toBeCloseTo(0.0927, 12);
    expect(poissonBinomialUpperTail(chances, 6)).toBeCloseTo(0.0187, 12);
  });

  it("sums to one, and a chance of 0 adds nothing to what guessing gives", () => {
    const pmf = poissonBinomialPmf([0.5, 1 / 3, 0.25, 0, 1 / 7]);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(pmf[5]).toBe(0);
    expect(poissonBinomialUpperTail([0, 0], 1)).toBe(0);
    expect(poissonBinomialUpperTail([0, 0], 0)).toBe(1);
  });

  it("refuses a chance outside 0..1", () => {
    expect(() => poissonBinomialPmf([1.5])).toThrow(RangeError);
    expect(() => poissonBinomialPmf([Number.NaN])).toThrow(RangeError);
  });
});
