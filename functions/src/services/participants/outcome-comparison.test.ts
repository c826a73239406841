import { describe, expect, it } from "vitest";
import { accuracyContribution, comparedScreening } from "./outcome-comparison";
import type { Screenings } from "./stored-participant";

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

const screenings: Screenings = {
  r1: { completed_at: day("2026-03-01"), risk_level: "medium", risk_score: 0.55, assessment_id: "age-8-10-v1", flagged: false },
  r2: { completed_at: day("2026-06-01"), risk_level: "high", risk_score: 0.31, assessment_id: "age-8-10-v1", flagged: false },
  // Doubtful: never compared.
  r3: { completed_at: day("2026-07-01"), risk_level: "low", risk_score: 0.9, assessment_id: "age-8-10-v1", flagged: true },
  // Still waiting for a person: no level yet.
  r4: { completed_at: day("2026-08-01"), risk_level: null, risk_score: null, assessment_id: "age-8-10-v1", flagged: false },
  r5: { completed_at: day("2026-10-01"), risk_level: "low", risk_score: 0.8, assessment_id: "age-11-14-v1", flagged: false },
};

describe("comparedScreening", () => {
  it("is the latest completed, levelled, unflagged screening on or before the diagnosis's day", () => {
    expect(comparedScreening(screenings, "2026-09-15")?.result_id).toBe("r2");
    expect(comparedScreening(screenings, "2026-10-01")?.result_id).toBe("r5");
    expect(comparedScreening(screenings, "2026-05-31")).toMatchObject({ result_id: "r1", risk_level: "medium", risk_score: 0.55, assessment_id: "age-8-10-v1" });
  });

  it("is none before any screening, for a participant stored before the map, or for entries without a score", () => {
    expect(comparedScreening(screenings, "2026-02-01")).toBeNull();
    expect(comparedScreening(null, "2026-09-01")).toBeNull();
    expect(comparedScreening({ old: { completed_at: day("2026-01-01"), risk_level: "high" } }, "2026-09-01")).toBeNull();
  });
});

describe("accuracyContribution", () => {
  const compared = { result_id: "r2", assessment_id: "age-8-10-v1", completed_at: day("2026-06-01"), risk_level: "high" as const, risk_score: 0.314 };

  it("counts a decided outcome with its level and its score's bin, an inconclusive one alone, and nothing uncompared", () => {
    expect(accuracyContribution({ outcome: "identified", compared })).toEqual({ "identified.n": 1, "identified.high": 1, "identified.s31": 1 });
    expect(accuracyContribution({ outcome: "not_identified", compared })).toEqual({ "not_identified.n": 1, "not_identified.high": 1, "not_identified.s31": 1 });
    expect(accuracyContribution({ outcome: "inconclusive", compared })).toEqual({ "inconclusive.n": 1 });
    expect(accuracyContribution({ outcome: "identified", compared: null })).toBeNull();
  });
});
