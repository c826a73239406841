import { describe, expect, it } from "vitest";
import { ranks, spearman } from "./spearman";

describe("spearman", () => {
  it("gives tied values their average rank", () => {
    expect(ranks([10, 20, 20, 30])).toEqual([1, 2.5, 2.5, 4]);
  });

  it("is 1 for the same order and −1 for the reverse", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
  });

  // The worked example of Wikipedia's "Spearman's rank correlation coefficient" (section Example): IQ and
  // hours of television a week for ten people, Σd² = 194, ρ = 1 − 6·194/(10·99) = −29/165 ≈ −.1758.
  it("gives −29/165 for the IQ and television example", () => {
    const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
    const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
    expect(spearman(iq, tv)).toBeCloseTo(-29 / 165, 10);
  });
});
