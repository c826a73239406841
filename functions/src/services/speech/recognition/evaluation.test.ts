import { describe, expect, it } from "vitest";
import { ASSESSMENT_BANK } from "../../../content/bank";
import { evaluationCases, figures, trustTable } from "./evaluation";
import type { EvalCase } from "./evaluation";

describe("evaluationCases", () => {
  it("says every spoken item's expected answer and each foil, and knows which are right", () => {
    const cases = evaluationCases(ASSESSMENT_BANK).filter((c) => c.assessment_id === "age-5-7-v1" && c.question_id === 307);
    expect(cases.map((c) => [c.spoken, c.right])).toEqual([
      ["ball", true],
      ["football", false],
      ["foot", false],
      ["fall", false],
      ["bell", false],
    ]);
  });
});

describe("figures", () => {
  it("counts precision over the marks made and coverage over all recordings", () => {
    const f = figures([
      { band: "b", right: true, mark: true },
      { band: "b", right: false, mark: true },
      { band: "b", right: false, mark: false },
      { band: "b", right: true, mark: null },
    ]);
    expect(f).toMatchObject({ total: 4, rightMarkedRight: 1, wrongMarkedRight: 1, wrongMarkedWrong: 1, rightWaiting: 1 });
    expect(f.precision).toBeCloseTo(2 / 3);
    expect(f.coverage).toBe(0.75);
  });
});

describe("trustTable", () => {
  const c = (spoken: string, right: boolean): EvalCase => ({
    band: "age-5-7",
    assessment_id: "a",
    question_id: 1,
    spoken,
    right,
    phrases: ["ball", "fall", "bell"],
    accepted: ["ball"],
    foils: ["fall", "bell"],
  });
  const heard = (said: EvalCase, transcript: string, confidence = 1) => ({ case: said, recognition: { transcript, confidence } });

  it("trusts a phrase only when every sure hearing of it meant the same mark, often enough", () => {
    const table = trustTable(
      [
        heard(c("ball", true), "ball"),
        heard(c("ball", true), "ball"),
        heard(c("ball", true), "ball"),
        heard(c("fall", false), "fall"),
        heard(c("fall", false), "fall"),
        heard(c("fall", false), "fall"),
        heard(c("ball", true), "fall"), // "fall" is also heard for the right answer: not trusted
        heard(c("bell", false), "bell"), // seen too rarely
        heard(c("bell", false), "ball", 0.4), // below the threshold: does not count
      ],
      1,
    );
    expect(table).toEqual({ "a:1": ["ball"] });
  });
});
