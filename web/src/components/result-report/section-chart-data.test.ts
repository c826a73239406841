import { describe, expect, it } from "vitest";
import { fakeSectionScore } from "../../testing/result-factories";
import { barSummary, gridValues, sectionBars } from "./section-chart-data";

describe("gridValues", () => {
  it("draws 11 lines from 0 to 100 % by default", () => {
    expect(gridValues()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
  it("takes another number of lines", () => {
    expect(gridValues(5)).toEqual([0, 25, 50, 75, 100]);
  });
});

describe("sectionBars", () => {
  it("gives every section, in the product's order, its share of right answers", () => {
    const bars = sectionBars({ phonological_awareness: fakeSectionScore(2, 3), memory: fakeSectionScore(5, 10) });
    expect(bars.map((bar) => [bar.label, bar.percent])).toEqual([
      ["Memory", 50],
      ["Phonological Awareness", 67],
      ["Spatial Awareness", 0],
    ]);
    expect(barSummary(bars[0]!)).toBe("5 of 10 right (50%)");
    expect(barSummary(bars[2]!)).toBe("No marked answers");
  });
  it("mentions recordings waiting for review", () => {
    const [bar] = sectionBars({ memory: fakeSectionScore(4, 5, { pending: 1 }) });
    expect(barSummary(bar!)).toBe("4 of 5 right (80%), 1 waiting for review");
  });
});
