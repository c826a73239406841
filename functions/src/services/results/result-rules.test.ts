import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { SectionType } from "@readbright/domain/enums";
import type { StoredAnswer } from "./stored-answer";
import type { StoredResult } from "./stored-result";
import { refusal } from "../../../test-support/refusal";
import { publicQuestion, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { attemptsInWindow } from "@readbright/domain/attempts";
import { answerPatch, assertMayStartAnotherAttempt, completionPatch, devicePatch, startPatch } from "./result-rules";

const NOW = new Date("2026-09-30T10:00:00Z");

const result = (overrides: Partial<StoredResult> = {}): StoredResult => storedResult({ created_at: new Date("2026-09-01T00:00:00Z"), ...overrides });

const q = (id: number, section_type: SectionType, is_practice = false): PublicQuestion => publicQuestion({ id, section_type, is_practice });

const a = (question_id: number, section_type: SectionType, is_correct: boolean | null): StoredAnswer =>
  storedAnswer({ question_id, section_type, is_correct, needs_review: is_correct === null, answered_at: NOW });

const status = refusal;

describe("the attempt limit", () => {
  it("counts results created in the last 8 calendar months, not abandoned ones", () => {
    const history = [
      result({ created_at: new Date("2026-01-31T10:00:01Z"), status: "completed" }), // inside: the window opens 2026-01-30
      result({ created_at: new Date("2026-01-30T09:59:59Z"), status: "completed" }), // outside
      result({ created_at: new Date("2026-09-01T00:00:00Z"), status: "abandoned" }),
    ];
    expect(attemptsInWindow(history, NOW)).toBe(1);
    expect(status(() => assertMayStartAnotherAttempt(history, NOW))).toBe("ok");
  });

  it("refuses a third attempt in the window with a 409", () => {
    const history = [result({ status: "completed" }), result({ status: "completed", created_at: new Date("2026-05-01T00:00:00Z") })];
    expect(status(() => assertMayStartAnotherAttempt(history, NOW))).toEqual({
      status: 409,
      message: "This test may be taken up to 2 times within an 8-month period.",
    });
  });
});

describe("status moves only forward", () => {
  it("starts a not-started result once", () => {
    expect(startPatch(result(), NOW)).toEqual({ status: "in_progress", started_at: NOW });
    expect(startPatch(result({ status: "in_progress", started_at: NOW }), NOW)).toBeNull();
    expect(status(() => startPatch(result({ status: "completed" }), NOW))).toEqual({ status: 409, message: ASSESSMENT_ERRORS.alreadyCompleted });
  });

  it("counts a first answer to a scored question, and starts the result if needed", () => {
    expect(answerPatch(result(), null, false, NOW)).toEqual({ status: "in_progress", started_at: NOW, answered_count: 1, last_answer_at: NOW });
    expect(answerPatch(result({ status: "in_progress", answered_count: 3 }), null, true, NOW)).toEqual({ last_answer_at: NOW });
    expect(answerPatch(result({ status: "in_progress", answered_count: 3 }), a(1, "memory", true), false, NOW)).toEqual({ last_answer_at: NOW });
    expect(status(() => answerPatch(result({ status: "completed" }), null, false, NOW))).toEqual({ status: 409, message: ASSESSMENT_ERRORS.alreadyCompleted });
  });
});

describe("completionPatch", () => {
  const questions = [q(1, "memory", true), q(2, "memory"), q(3, "phonological_awareness"), q(4, "spatial_awareness")];

  it("refuses while scored questions are unanswered, practice ones aside", () => {
    expect(status(() => completionPatch(result({ status: "in_progress" }), questions, [a(2, "memory", true)], NOW))).toEqual({
      status: 400,
      message: "2 questions are still unanswered",
    });
  });

  it("scores with the domain rules, leaving recordings under review out", () => {
    const answers = [a(2, "memory", true), a(3, "phonological_awareness", null), a(4, "spatial_awareness", false)];
    const patch = completionPatch(result({ status: "in_progress", started_at: NOW }), questions, answers, NOW);
    expect(patch).toMatchObject({ status: "completed", completed_at: NOW, answered_count: 3 });
    expect(patch?.scores?.section_scores.phonological_awareness).toEqual({ correct: 0, total: 0, pending: 1, accuracy: null, band: null });
    // memory 1.0 (0.3) and spatial 0.0 (0.2), reweighted: 0.3 / 0.5 = 0.6.
    expect(patch?.scores).toMatchObject({ risk_score: 0.6, risk_level: "medium", risk_percent: 50 });
  });

  it("leaves a completed result as it is", () => {
    expect(completionPatch(result({ status: "completed" }), questions, [], NOW)).toBeNull();
  });

  it("stores the validity flags with the scores, which they never change", () => {
    const answers = [a(2, "memory", true), a(3, "phonological_awareness", true), a(4, "spatial_awareness", true)].map((x) => ({ ...x, option_ids: ["o1"] }));
    const careful = completionPatch(result({ status: "in_progress" }), questions, answers.map((x) => ({ ...x, response_ms: 2400 })), NOW);
    const hurried = completionPatch(result({ status: "in_progress" }), questions, answers.map((x) => ({ ...x, response_ms: 120 })), NOW);
    expect(careful?.validity_flags).toEqual([]);
    expect(hurried?.validity_flags).toEqual([{ code: "too_fast", section: null, figures: { median_ms: 120, answers: 3, floor_ms: 450, arrival_ms: 0 } }]);
    expect(hurried?.scores).toEqual(careful?.scores);
  });
});

describe("devicePatch", () => {
  it("keeps an open result's device report with the server's time, and refuses a finished result as an answer would be", () => {
    expect(devicePatch(result({ status: "in_progress" }), { waiting: 3, finished: false }, NOW)).toEqual({ device: { waiting: 3, finished: false, seen_at: NOW } });
    expect(devicePatch(result(), { waiting: 0, finished: true }, NOW)).toEqual({ device: { waiting: 0, finished: true, seen_at: NOW } });
    expect(status(() => devicePatch(result({ status: "completed" }), { waiting: 0, finished: true }, NOW))).toEqual({ status: 409, message: ASSESSMENT_ERRORS.alreadyCompleted });
    expect(status(() => devicePatch(result({ status: "abandoned" }), { waiting: 0, finished: true }, NOW))).toEqual({ status: 409, message: ASSESSMENT_ERRORS.notOpen });
  });
});
