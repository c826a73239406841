// Progress never compares a Spanish screening with an English one (decision 50).
import { describe, expect, it } from "vitest";
import { changeSincePrevious, participantRiskFields, riskMovement, sectionSeries } from "./progress";
import type { ScreeningScores } from "./progress";
import type { TestLanguage } from "./test-language";

function screening(id: string, day: number, risk: ScreeningScores["risk_level"], language?: TestLanguage, correct = 5): ScreeningScores {
  const at = `2026-0${day}-01T10:00:00.000Z`;
  return {
    id,
    participant_id: "p1",
    status: "completed",
    created_at: at,
    completed_at: at,
    risk_level: risk,
    section_scores: { memory: { correct, total: 10 }, phonological_awareness: { correct, total: 10 }, spatial_awareness: { correct, total: 10 } },
    ...(language ? { language } : {}),
  };
}

describe("progress across languages", () => {
  it("compares the latest screening with the previous one in its own language, skipping the other", () => {
    const results = [screening("en1", 1, "high", undefined, 2), screening("es1", 2, "low", "es", 9), screening("en2", 3, "medium", "en", 6)];
    const change = changeSincePrevious(results);
    expect(change?.previous.result_id).toBe("en1");
    expect(change?.latest.result_id).toBe("en2");
    expect(change?.risk).toBe("lower");
    expect(change?.sections[0]).toMatchObject({ from: 20, to: 60, points: 40 });
  });

  it("has nothing to compare when the latest language was taken once", () => {
    expect(changeSincePrevious([screening("en1", 1, "high"), screening("es1", 2, "low", "es")])).toBeNull();
    expect(participantRiskFields([screening("en1", 1, "high"), screening("es1", 2, "low", "es")])).toEqual({ latest_risk_level: "low", risk_move: null });
  });

  it("counts no risk movement between a Spanish and an English screening", () => {
    const other = (r: ScreeningScores) => ({ ...r, participant_id: "p2" });
    const results = [screening("a", 1, "high"), screening("b", 2, "low", "es"), other(screening("c", 1, "high")), other(screening("d", 2, "low"))];
    expect(riskMovement(results)).toEqual({ higher: 0, lower: 1, unchanged: 0, compared: 1 });
  });

  it("draws one language's screenings on a series: the latest's, or the one asked for", () => {
    const results = [screening("en1", 1, "high"), screening("es1", 2, "low", "es"), screening("en2", 3, "medium")];
    expect(sectionSeries(results)[0]?.points.map((p) => p.result_id)).toEqual(["en1", "en2"]);
    expect(sectionSeries(results, "es")[0]?.points.map((p) => p.result_id)).toEqual(["es1"]);
    expect(sectionSeries([])[0]?.points).toEqual([]);
  });
});
