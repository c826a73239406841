import { describe, expect, it } from "vitest";
import type { SectionType } from "./enums";
import { riskCounts, riskLevel, riskPercent, riskScalePosition, riskScore, riskSummary, scoreAssessment, sectionBand } from "./scoring";
import type { ScoringAnswer, ScoringQuestion } from "./scoring";

/** `correct` right and `wrong` wrong scored questions in a section, ids from `start`. */
function section(section_type: SectionType, start: number, correct: number, wrong: number, pending = 0) {
  const questions: ScoringQuestion[] = [];
  const answers: ScoringAnswer[] = [];
  const marks = [...Array<boolean | null>(correct).fill(true), ...Array<boolean | null>(wrong).fill(false), ...Array<null>(pending).fill(null)];
  marks.forEach((is_correct, i) => {
    questions.push({ id: start + i, section_type, is_practice: false });
    answers.push({ question_id: start + i, is_correct });
  });
  return { questions, answers };
}

function combine(...parts: { questions: ScoringQuestion[]; answers: ScoringAnswer[] }[]) {
  return { questions: parts.flatMap((p) => p.questions), answers: parts.flatMap((p) => p.answers) };
}

describe("riskLevel", () => {
  it("is low only above 0.7", () => {
    expect(riskLevel(1)).toBe("low");
    expect(riskLevel(0.7000001)).toBe("low");
    expect(riskLevel(0.7)).toBe("medium");
  });
  it("is medium above 0.4 and up to 0.7", () => {
    expect(riskLevel(0.4000001)).toBe("medium");
    expect(riskLevel(0.4)).toBe("high");
  });
  it("is high at 0.4 and below", () => {
    expect(riskLevel(0.3999999)).toBe("high");
    expect(riskLevel(0)).toBe("high");
  });
});

describe("riskScore", () => {
  it("weights memory 0.3, phonological awareness 0.5 and spatial awareness 0.2", () => {
    expect(riskScore({ memory: 1, phonological_awareness: 0, spatial_awareness: 0 })).toBe(0.3);
    expect(riskScore({ memory: 0, phonological_awareness: 1, spatial_awareness: 0 })).toBe(0.5);
    expect(riskScore({ memory: 0, phonological_awareness: 0, spatial_awareness: 1 })).toBe(0.2);
  });
  it("lands exactly on a threshold despite float noise, so 0.7 stays medium", () => {
    // 0.3 × 0.7 + 0.5 × 0.7 + 0.2 × 0.7 is 0.7000000000000001 in plain floating point.
    const score = riskScore({ memory: 0.7, phonological_awareness: 0.7, spatial_awareness: 0.7 });
    expect(score).toBe(0.7);
    expect(riskLevel(score as number)).toBe("medium");
    expect(riskScore({ memory: 0.6, phonological_awareness: 0.8, spatial_awareness: 0.6 })).toBe(0.7);
    expect(riskScore({ memory: 0.4, phonological_awareness: 0.4, spatial_awareness: 0.4 })).toBe(0.4);
  });
  it("leaves out a section with no accuracy and reweights the others", () => {
    expect(riskScore({ memory: 1, phonological_awareness: null, spatial_awareness: 0 })).toBe(0.6);
    expect(riskScore({ phonological_awareness: 0.5 })).toBe(0.5);
  });
  it("is null when no section has an accuracy", () => {
    expect(riskScore({})).toBeNull();
    expect(riskScore({ memory: null, phonological_awareness: null, spatial_awareness: null })).toBeNull();
  });
});

describe("sectionBand", () => {
  it("is low up to a third of the questions wrong", () => {
    expect(sectionBand(0, 9)).toBe("low");
    expect(sectionBand(3, 9)).toBe("low");
    expect(sectionBand(33, 100)).toBe("low");
    expect(sectionBand(3, 10)).toBe("low");
  });
  it("is medium above a third and up to two thirds wrong", () => {
    expect(sectionBand(4, 9)).toBe("medium");
    expect(sectionBand(34, 100)).toBe("medium");
    expect(sectionBand(6, 9)).toBe("medium");
    expect(sectionBand(66, 100)).toBe("medium");
  });
  it("is high above two thirds wrong", () => {
    expect(sectionBand(7, 9)).toBe("high");
    expect(sectionBand(67, 100)).toBe("high");
    expect(sectionBand(10, 10)).toBe("high");
  });
  it("has no band for an empty section", () => {
    expect(sectionBand(0, 0)).toBeNull();
  });
});

describe("riskPercent", () => {
  it("is 100 minus the rounded percent correct", () => {
    expect(riskPercent(10, 10)).toBe(0);
    expect(riskPercent(0, 10)).toBe(100);
    expect(riskPercent(2, 3)).toBe(33); // 66.67 rounds to 67
    expect(riskPercent(1, 3)).toBe(67); // 33.33 rounds to 33
  });
  it("rounds a half up before subtracting", () => {
    expect(riskPercent(1, 8)).toBe(87); // 12.5 -> 13
    expect(riskPercent(7, 8)).toBe(12); // 87.5 -> 88
  });
  it("is null with nothing marked", () => {
    expect(riskPercent(0, 0)).toBeNull();
  });
});

describe("scoreAssessment", () => {
  it("scores each section and the whole assessment", () => {
    const { questions, answers } = combine(
      section("memory", 100, 8, 2),
      section("spatial_awareness", 200, 5, 5),
      section("phonological_awareness", 300, 3, 7),
    );
    const score = scoreAssessment(questions, answers);
    expect(score.sections.memory).toMatchObject({ correct: 8, total: 10, accuracy: 0.8, band: "low" });
    expect(score.sections.spatial_awareness).toMatchObject({ correct: 5, total: 10, accuracy: 0.5, band: "medium" });
    expect(score.sections.phonological_awareness).toMatchObject({ correct: 3, total: 10, accuracy: 0.3, band: "high" });
    expect(score.risk_score).toBe(0.49); // 0.24 + 0.15 + 0.1
    expect(score.risk_level).toBe("medium");
    expect(score.risk_percent).toBe(47); // 16 of 30 correct: 53.33 -> 53
    expect(score).toMatchObject({ correct: 16, total: 30, pending: 0 });
  });
  it("leaves practice answers out", () => {
    const scored = section("memory", 101, 1, 0);
    const questions = [{ id: 100, section_type: "memory" as const, is_practice: true }, ...scored.questions];
    const answers = [{ question_id: 100, is_correct: false }, ...scored.answers];
    const score = scoreAssessment(questions, answers);
    expect(score.sections.memory).toMatchObject({ correct: 1, total: 1, accuracy: 1 });
  });
  it("leaves recordings waiting for review out of the denominator", () => {
    const { questions, answers } = combine(section("phonological_awareness", 300, 3, 1, 2));
    const score = scoreAssessment(questions, answers);
    expect(score.sections.phonological_awareness).toMatchObject({ correct: 3, total: 4, pending: 2, accuracy: 0.75 });
    expect(score.pending).toBe(2);
    expect(score.risk_percent).toBe(25);
  });
  it("treats a missing is_correct as waiting for review", () => {
    const score = scoreAssessment([{ id: 1, section_type: "memory", is_practice: false }], [{ question_id: 1 }]);
    expect(score.sections.memory).toMatchObject({ total: 0, pending: 1, accuracy: null, band: null });
  });
  it("reweights when a section has nothing marked", () => {
    const { questions, answers } = combine(section("memory", 100, 10, 0), section("spatial_awareness", 200, 0, 10));
    const score = scoreAssessment(questions, answers);
    expect(score.sections.phonological_awareness).toMatchObject({ total: 0, accuracy: null, band: null });
    expect(score.risk_score).toBe(0.6); // (0.3 × 1 + 0.2 × 0) / 0.5
    expect(score.risk_level).toBe("medium");
  });
  it("has no score, level or percent with no answers", () => {
    const score = scoreAssessment(section("memory", 100, 3, 0).questions, []);
    expect(score).toMatchObject({ risk_score: null, risk_level: null, risk_percent: null, total: 0 });
  });
  it("counts the last answer to a question and ignores answers to unknown questions", () => {
    const questions = [{ id: 1, section_type: "memory" as const, is_practice: false }];
    const answers = [
      { question_id: 1, is_correct: false },
      { question_id: 1, is_correct: true },
      { question_id: 99, is_correct: false },
    ];
    expect(scoreAssessment(questions, answers)).toMatchObject({ correct: 1, total: 1 });
  });
  it("gives a medium level at exactly 0.7 and low just above", () => {
    const atEdge = combine(section("memory", 100, 7, 3), section("spatial_awareness", 200, 7, 3), section("phonological_awareness", 300, 7, 3));
    expect(scoreAssessment(atEdge.questions, atEdge.answers)).toMatchObject({ risk_score: 0.7, risk_level: "medium" });
    const above = combine(section("memory", 100, 8, 2), section("spatial_awareness", 200, 7, 3), section("phonological_awareness", 300, 7, 3));
    expect(scoreAssessment(above.questions, above.answers)).toMatchObject({ risk_level: "low" });
  });
  it("gives a high level at exactly 0.4", () => {
    const { questions, answers } = combine(section("memory", 100, 4, 6), section("spatial_awareness", 200, 2, 3), section("phonological_awareness", 300, 2, 3));
    expect(scoreAssessment(questions, answers)).toMatchObject({ risk_score: 0.4, risk_level: "high" });
  });
});

describe("riskSummary", () => {
  it("gives each level's rounded share of the results", () => {
    expect(riskSummary({ low: 2, medium: 1, high: 1 })).toEqual({ low: 50, medium: 25, high: 25 });
    expect(riskSummary({ low: 1, medium: 1, high: 1 })).toEqual({ low: 33, medium: 33, high: 33 });
    expect(riskSummary({ low: 1, medium: 0, high: 1 })).toEqual({ low: 50, medium: 0, high: 50 });
    expect(riskSummary({ low: 1, medium: 7, high: 0 })).toEqual({ low: 13, medium: 88, high: 0 });
  });
  it("is all zero with no results", () => {
    expect(riskSummary({ low: 0, medium: 0, high: 0 })).toEqual({ low: 0, medium: 0, high: 0 });
  });
});

describe("riskCounts", () => {
  it("counts completed results by level, leaving out open and unscored ones", () => {
    const results = [
      { status: "completed", risk_level: "low" },
      { status: "completed", risk_level: "low" },
      { status: "completed", risk_level: "high" },
      { status: "in_progress", risk_level: null },
      { status: "not_started", risk_level: null },
      { status: "completed", risk_level: null },
    ] as const;
    expect(riskCounts(results)).toEqual({ low: 2, medium: 0, high: 1 });
  });
  it("feeds the summary percentages", () => {
    expect(riskSummary(riskCounts([{ status: "completed", risk_level: "medium" }, { status: "completed", risk_level: "high" }]))).toEqual({
      low: 0,
      medium: 50,
      high: 50,
    });
  });
  it("is all zero with no results", () => {
    expect(riskCounts([])).toEqual({ low: 0, medium: 0, high: 0 });
  });
});

describe("riskScalePosition", () => {
  it("puts a perfect score at the low end and zero at the high end", () => {
    expect(riskScalePosition(1)).toBe(0);
    expect(riskScalePosition(0)).toBe(1);
  });
  it("keeps each level inside its own third of the scale", () => {
    expect(riskScalePosition(0.85)).toBeCloseTo(1 / 6);
    expect(riskScalePosition(0.7)).toBeCloseTo(1 / 3); // 0.7 is medium: the start of the middle third
    expect(riskScalePosition(0.55)).toBeCloseTo(1 / 2);
    expect(riskScalePosition(0.4)).toBeCloseTo(2 / 3); // 0.4 is high: the start of the last third
    expect(riskScalePosition(0.2)).toBeCloseTo(5 / 6);
    for (const score of [0.71, 0.9, 0.41, 0.69, 0.39, 0.01]) {
      const position = riskScalePosition(score);
      const band = riskLevel(score) === "low" ? [0, 1 / 3] : riskLevel(score) === "medium" ? [1 / 3, 2 / 3] : [2 / 3, 1];
      expect(position, String(score)).toBeGreaterThanOrEqual(band[0] as number);
      expect(position, String(score)).toBeLessThanOrEqual(band[1] as number);
    }
  });
  it("clamps scores outside 0..1", () => {
    expect(riskScalePosition(1.2)).toBe(0);
    expect(riskScalePosition(-0.5)).toBe(1);
  });
});

describe("an answer that can never be marked", () => {
  it("is neither pending nor counted: its recording was deleted before anyone heard it", () => {
    const questions = [{ id: 1, section_type: "memory" as const, is_practice: false }, { id: 2, section_type: "memory" as const, is_practice: false }];
    const score = scoreAssessment(questions, [{ question_id: 1, is_correct: true }, { question_id: 2, is_correct: null, unmarked_reason: "recording_deleted" }]);
    expect(score.sections.memory).toMatchObject({ correct: 1, total: 1, pending: 0 });
    expect(scoreAssessment(questions, [{ question_id: 1, is_correct: true }, { question_id: 2, is_correct: null }]).sections.memory.pending).toBe(1);
  });
});

