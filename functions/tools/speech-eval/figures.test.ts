import { describe, expect, it } from "vitest";
import { barsMissed, figures, figuresBy } from "./figures";
import type { Outcome } from "./figures";

const o = (right: boolean, mark: boolean | null, extra: Partial<Outcome> = {}): Outcome => ({
  band: "age-5-7",
  condition: "clean",
  synthesizer: "flite",
  kind: right ? "answer" : "foil",
  right,
  mark,
  hearing: "phrase",
  ...extra,
});

describe("figures", () => {
  it("counts each direction of mark on its own, and the costly error over the wrong answers", () => {
    const f = figures([o(true, true), o(false, true), o(false, false), o(false, false), o(true, false), o(true, null), o(false, null), o(false, null)]);
    expect(f).toMatchObject({ recordings: 8, rightSaid: 3, wrongSaid: 5, rightMarkedRight: 1, wrongMarkedRight: 1, rightMarkedWrong: 1, wrongMarkedWrong: 2 });
    expect(f.rightPrecision).toBe(0.5);
    expect(f.wrongPrecision).toBeCloseTo(2 / 3);
    expect(f.wrongMarkedRightRate).toBe(0.2);
    expect(f.coverage).toBe(5 / 8);
  });

  it("says no precision where no mark was made, and counts silence apart", () => {
    const f = figures([o(false, null), o(false, null, { kind: "no-voice", hearing: "no_voice" }), o(false, null, { kind: "no-voice", hearing: "other" }), o(true, null, { hearing: "no_voice" })]);
    expect(f).toMatchObject({ rightPrecision: null, wrongPrecision: null, coverage: 0, silentHeard: 1, voiceMissed: 1, recordings: 4, rightSaid: 1, wrongSaid: 1 });
  });
});

describe("figuresBy and barsMissed", () => {
  const outcomes = [
    ...Array.from({ length: 40 }, () => o(false, false)),
    ...Array.from({ length: 19 }, () => o(false, false, { condition: "noise" })),
    o(true, false, { condition: "noise" }),
    o(true, false, { condition: "noise" }),
  ];

  it("gives each condition its own figures and all of them together", () => {
    const table = figuresBy(outcomes, "condition");
    expect([...table.keys()]).toEqual(["clean", "noise", "all"]);
    expect(table.get("noise")?.wrongPrecision).toBeCloseTo(19 / 21);
    expect(table.get("all")?.wrongPrecision).toBeCloseTo(59 / 61);
  });

  it("names the condition below the bar even when the pooled figure meets it", () => {
    expect(barsMissed(outcomes)).toEqual(['condition noise: "wrong" marks 90.5 % precise (at least 95.0 %)']);
  });

  it("fails any right mark given to more than 2 % of wrong answers, and any silent recording heard", () => {
    const missed = barsMissed([...Array.from({ length: 30 }, () => o(false, null)), o(false, true), o(true, true), o(false, null, { kind: "no-voice", hearing: "other" })]);
    expect(missed).toContain("overall: 3.2 % of wrong answers marked right (at most 2.0 %)");
    expect(missed).toContain("overall: 1 recordings with no voice reached the grammar");
  });
});
