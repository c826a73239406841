import { describe, expect, it } from "vitest";
import { correctedPointBiserial, pearson, pointBiserial } from "./correlation";
import type { ItemSums, SectionSums } from "./correlation";
import { mean, momentsOf, sd, variance } from "./moments";
import { kr20, sem } from "./reliability";

/** The sums a counter keeps, computed here from a whole matrix (rows: people, columns: items scored 0/1). */
function sumsOf(matrix: readonly (readonly number[])[]): { items: ItemSums[]; section: SectionSums } {
  const totals = matrix.map((row) => row.reduce((a, b) => a + b, 0));
  const k = matrix[0]!.length;
  const items = Array.from({ length: k }, (_, i) => ({
    n: matrix.length,
    correct: matrix.reduce((sum, row) => sum + row[i]!, 0),
    xRest: matrix.reduce((sum, row, p) => sum + row[i]! * (totals[p]! - row[i]!), 0),
  }));
  const m = momentsOf(totals);
  return { items, section: { n: m.n, sum: m.sum, sumSq: m.sumSq } };
}


// Karl L. Wuensch, "The Kuder-Richardson 20", StatHelp (East Carolina University, Dept. of Psychology),
// KR20.txt: ten students, a ten-item quiz. His table gives p for each item, Σp·q = 2.18 and the
// variance of the totals 5.84 (divided by n), so KR-20 = 10/9 · (1 − 2.18/5.84) = .696.
const WUENSCH = [
  [1, 1, 1, 1, 1, 1, 0, 1, 1, 0],
  [1, 0, 1, 1, 0, 1, 1, 1, 0, 1],
  [1, 1, 1, 1, 0, 1, 1, 0, 0, 1],
  [0, 0, 1, 0, 0, 0, 1, 0, 0, 0],
  [0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
  [1, 1, 1, 0, 1, 1, 1, 1, 1, 1],
  [1, 1, 0, 1, 1, 1, 0, 1, 1, 1],
  [1, 1, 1, 1, 1, 1, 1, 1, 0, 1],
  [0, 1, 0, 1, 1, 1, 1, 1, 0, 1],
  [1, 1, 0, 1, 1, 0, 1, 1, 1, 0],
];

describe("KR-20 against a published worked example", () => {
  it("gives Wuensch's p values, total variance 5.84 and KR-20 = 10/9 · (1 − 2.18/5.84)", () => {
    const { items, section } = sumsOf(WUENSCH);
    const p = items.map((item) => item.correct / item.n);
    expect(p).toEqual([0.7, 0.7, 0.6, 0.7, 0.6, 0.8, 0.7, 0.7, 0.5, 0.6]);
    expect(p.reduce((sum, value) => sum + value * (1 - value), 0)).toBeCloseTo(2.18, 10);
    expect(variance(section)).toBeCloseTo(5.84, 10);
    expect(kr20(p, section)).toBeCloseTo((10 / 9) * (1 - 2.18 / 5.84), 10);
    expect(kr20(p, section)).toBeCloseTo(0.696, 3);
  });

  it("gives SEM = SD · √(1 − KR-20) in score points", () => {
    const { items, section } = sumsOf(WUENSCH);
    const reliability = kr20(items.map((item) => item.correct / item.n), section);
    expect(sem(section, reliability)).toBeCloseTo(Math.sqrt(5.84) * Math.sqrt(1 - (10 / 9) * (1 - 2.18 / 5.84)), 10);
  });

  it("has no KR-20 for one item or totals that never vary", () => {
    expect(kr20([0.5], { n: 4, sum: 2, sumSq: 2 })).toBeNull();
    expect(kr20([1, 1], { n: 3, sum: 6, sumSq: 12 })).toBeNull();
  });
});

describe("point-biserial against a published worked example", () => {
  // James Dean Brown (2001), "Point-biserial correlation coefficients", Shiken: JALT Testing & Evaluation
  // SIG Newsletter 5(3), pp. 12-15, Table 2: eight students, item 1 right for the four with totals 50, 45,
  // 45, 40; total mean 37.50, SD 8.29 (divided by n); r_pbi = .91 (he rounds (45 − 30)/8.29 · √(.5 · .5) = .905 up).
  const totals = [50, 45, 45, 40, 35, 30, 30, 25];
  const item1 = [1, 1, 1, 1, 0, 0, 0, 0];

  it("gives Brown's mean, SD and item 1's r_pbi from sums alone", () => {
    const m = momentsOf(totals);
    expect(mean(m)).toBe(37.5);
    expect(sd(m)).toBeCloseTo(8.29, 2);
    const item = { n: 8, correct: 4, xRest: item1.reduce((sum, x, p) => sum + x * (totals[p]! - x), 0) };
    const r = pointBiserial(item, m)!;
    expect(r).toBeCloseTo(0.905, 3);
    expect(Math.abs(r - 0.91)).toBeLessThan(0.01);
    // Item 2 is its mirror image: −.91.
    const item2 = { n: 8, correct: 4, xRest: item1.reduce((sum, x, p) => sum + (1 - x) * (totals[p]! - (1 - x)), 0) };
    expect(pointBiserial(item2, m)).toBeCloseTo(-r, 10);
  });
});

describe("corrected point-biserial from sums", () => {
  it("equals Pearson's r of the item with the rest of the section, for every item of Wuensch's quiz", () => {
    const { items, section } = sumsOf(WUENSCH);
    items.forEach((item, i) => {
      const x = WUENSCH.map((row) => row[i]!);
      const rest = WUENSCH.map((row) => row.reduce((a, b) => a + b, 0) - row[i]!);
      expect(correctedPointBiserial(item, section)).toBeCloseTo(pearson(x, rest)!, 10);
    });
  });

  it("is 1 when the rest rises and falls with the item and 0 when it is unrelated (by hand)", () => {
    const same = sumsOf([[1, 1], [1, 1], [0, 0], [0, 0]]);
    expect(correctedPointBiserial(same.items[0]!, same.section)).toBeCloseTo(1, 12);
    const unrelated = sumsOf([[1, 1], [1, 0], [0, 1], [0, 0]]);
    expect(correctedPointBiserial(unrelated.items[0]!, unrelated.section)).toBeCloseTo(0, 12);
  });

  it("has none for an item everyone got right, or counts that do not belong together", () => {
    const easy = sumsOf([[1, 1], [1, 0], [1, 1]]);
    expect(correctedPointBiserial(easy.items[0]!, easy.section)).toBeNull();
    expect(correctedPointBiserial({ n: 3, correct: 1, xRest: 1 }, { n: 4, sum: 4, sumSq: 6 })).toBeNull();
  });
});
