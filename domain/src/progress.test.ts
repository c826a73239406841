import { describe, expect, it } from "vitest";
import type { RiskLevel } from "./enums";
import { changeSincePrevious, participantRiskFields, riskMove, riskMovement, sectionPercent, sectionSeries } from "./progress";
import type { ScreeningScores } from "./progress";

type Sections = [[number, number], [number, number], [number, number]];
let next = 0;
/** A completed screening of `participant` on `day` with (correct, total) per section. */
function screening(participant: string, day: string, risk: RiskLevel | null, [m, p, s]: Sections, overrides: Partial<ScreeningScores> = {}): ScreeningScores {
  next += 1;
  return {
    id: `r${next}`,
    participant_id: participant,
    status: "completed",
    created_at: `${day}T09:00:00.000Z`,
    completed_at: `${day}T09:30:00.000Z`,
    risk_level: risk,
    section_scores: {
      memory: { correct: m[0], total: m[1] },
      phonological_awareness: { correct: p[0], total: p[1] },
      spatial_awareness: { correct: s[0], total: s[1] },
    },
    ...overrides,
  };
}

const open = (participant: string, day: string): ScreeningScores => ({
  ...screening(participant, day, null, [[0, 0], [0, 0], [0, 0]]),
  status: "in_progress",
  completed_at: null,
  section_scores: null,
});

describe("sectionPercent", () => {
  it("is the whole percent right, null when nothing was marked", () => {
    expect(sectionPercent({ correct: 2, total: 3 })).toBe(67);
    expect(sectionPercent({ correct: 0, total: 0 })).toBeNull();
    expect(sectionPercent(null)).toBeNull();
  });
});

describe("sectionSeries", () => {
  it("gives each section's percent at each completed screening, oldest first, leaving open tests out", () => {
    const first = screening("a", "2026-01-10", "high", [[5, 10], [3, 10], [6, 10]]);
    const second = screening("a", "2026-06-10", "medium", [[8, 10], [6, 10], [0, 0]]);
    const series = sectionSeries([open("a", "2026-09-01"), second, first]);
    expect(series.map((line) => [line.section, line.points.map((point) => point.percent)])).toEqual([
      ["memory", [50, 80]],
      ["phonological_awareness", [30, 60]],
      ["spatial_awareness", [60, null]],
    ]);
    expect(series[0]?.points.map((point) => point.date)).toEqual([first.completed_at, second.completed_at]);
  });
});

describe("changeSincePrevious", () => {
  it("is null before a second completed screening", () => {
    expect(changeSincePrevious([screening("a", "2026-01-10", "high", [[5, 10], [3, 10], [6, 10]]), open("a", "2026-02-01")])).toBeNull();
  });

  it("compares the latest completed screening with the one before, in points", () => {
    const results = [
      screening("a", "2025-06-10", "high", [[1, 10], [1, 10], [1, 10]]),
      screening("a", "2026-01-10", "high", [[5, 10], [3, 10], [6, 10]]),
      screening("a", "2026-06-10", "medium", [[62, 100], [6, 10], [0, 0]]),
    ];
    const change = changeSincePrevious(results);
    expect(change?.previous).toMatchObject({ risk_level: "high", date: "2026-01-10T09:30:00.000Z" });
    expect(change?.latest).toMatchObject({ risk_level: "medium", date: "2026-06-10T09:30:00.000Z" });
    expect(change?.risk).toBe("lower");
    expect(change?.sections).toEqual([
      { section: "memory", from: 50, to: 62, points: 12 },
      { section: "phonological_awareness", from: 30, to: 60, points: 30 },
      { section: "spatial_awareness", from: 60, to: null, points: null },
    ]);
  });
});

describe("riskMove", () => {
  it("orders low < medium < high", () => {
    expect(riskMove("low", "high")).toBe("higher");
    expect(riskMove("high", "medium")).toBe("lower");
    expect(riskMove("medium", "medium")).toBe("same");
    expect(riskMove(null, "low")).toBeNull();
  });
});

describe("riskMovement", () => {
  it("counts, per participant, a move between their last two completed screenings", () => {
    const scores: Sections = [[5, 10], [5, 10], [5, 10]];
    const results = [
      screening("up", "2026-01-01", "low", scores),
      screening("up", "2026-05-01", "high", scores),
      screening("down1", "2025-01-01", "low", scores), // older than the two compared
      screening("down1", "2026-01-01", "high", scores),
      screening("down1", "2026-05-01", "medium", scores),
      open("down1", "2026-08-01"),
      screening("down2", "2026-01-01", "medium", scores),
      screening("down2", "2026-05-01", "low", scores),
      screening("same", "2026-01-01", "medium", scores),
      screening("same", "2026-05-01", "medium", scores),
      screening("once", "2026-05-01", "high", scores),
      screening("nolevel", "2026-01-01", null, scores),
      screening("nolevel", "2026-05-01", "high", scores),
    ];
    expect(riskMovement(results)).toEqual({ higher: 1, lower: 2, unchanged: 1, compared: 4 });
    expect(riskMovement([])).toEqual({ higher: 0, lower: 0, unchanged: 0, compared: 0 });
  });
});

describe("participantRiskFields", () => {
  const scores: Sections = [[5, 10], [5, 10], [5, 10]];
  it("keeps the latest completed screening's level and its move from the one before, whatever the order given", () => {
    const results = [screening("p", "2026-05-01", "high", scores), open("p", "2026-08-01"), screening("p", "2026-01-01", "low", scores)];
    expect(participantRiskFields(results)).toEqual({ latest_risk_level: "high", risk_move: "higher" });
  });
  it("has a level but no move after one screening, and neither before any", () => {
    expect(participantRiskFields([screening("p", "2026-01-01", "medium", scores)])).toEqual({ latest_risk_level: "medium", risk_move: null });
    expect(participantRiskFields([open("p", "2026-01-01")])).toEqual({ latest_risk_level: null, risk_move: null });
    expect(participantRiskFields([])).toEqual({ latest_risk_level: null, risk_move: null });
  });
});
