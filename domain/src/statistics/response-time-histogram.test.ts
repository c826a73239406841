import { describe, expect, it } from "vitest";
import { BINS, FLOOR_MS, binOf, lowerEdge, medianFromHistogram, upperEdge } from "./response-time-histogram";

function histogramOf(times: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ms of times) counts.set(binOf(ms), (counts.get(binOf(ms)) ?? 0) + 1);
  return counts;
}

describe("response-time histogram", () => {
  it("puts each time in the bin whose edges hold it, four bins per doubling from 100 ms", () => {
    expect(binOf(50)).toBe(0);
    expect(binOf(FLOOR_MS)).toBe(1);
    expect(binOf(199)).toBe(4);
    expect(binOf(200)).toBe(5);
    expect(binOf(400)).toBe(9);
    expect(binOf(10 * 60 * 1000)).toBe(BINS - 1);
    for (const ms of [120, 333, 1234, 5000, 42_000]) {
      const bin = binOf(ms);
      expect(lowerEdge(bin)).toBeLessThanOrEqual(ms);
      expect(upperEdge(bin)).toBeGreaterThan(ms);
    }
  });

  it("gives a median within one bin (a factor of 1.19) of the middle time", () => {
    const cases = [[1000], [800, 900, 1000, 1100, 5000], [300, 450, 700, 700, 2100, 2500, 9000, 12000], Array.from({ length: 999 }, (_, i) => 200 + i * 37)];
    for (const times of cases) {
      const sorted = [...times].sort((a, b) => a - b);
      // With an even count any time between the two middle ones is a median.
      const low = sorted[Math.ceil(sorted.length / 2) - 1]!;
      const high = sorted[Math.floor(sorted.length / 2)]!;
      const median = medianFromHistogram(histogramOf(times))!;
      expect(median).toBeGreaterThan(low / 1.19);
      expect(median).toBeLessThan(high * 1.19);
    }
  });

  it("has no median when nothing was counted", () => {
    expect(medianFromHistogram(new Map())).toBeNull();
    expect(medianFromHistogram({ 3: 0 })).toBeNull();
  });
});
