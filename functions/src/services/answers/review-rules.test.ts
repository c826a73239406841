import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { REVIEW_MESSAGES } from "@readbright/domain/api/reviews";
import type { SectionType } from "@readbright/domain/enums";
import type { StoredAnswer } from "../results/stored-answer";
import type { StoredResult } from "../results/stored-result";
import { refusal } from "../../../test-support/refusal";
import { publicQuestion, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { reviewDecision } from "./review-rules";

const NOW = new Date("2026-11-23T10:00:00Z");
const REVIEWER = { uid: "t1", name: "Tom Ashworth" };

const result = (status: StoredResult["status"]): StoredResult =>
  storedResult({ status, created_at: NOW, started_at: NOW, completed_at: status === "completed" ? NOW : null, answered_count: 4 });

const q = (id: number, section_type: SectionType, question_type: PublicQuestion["question_type"] = "radio"): PublicQuestion =>
  publicQuestion({ id, section_type, question_type });

const a = (question_id: number, section_type: SectionType, is_correct: boolean | null, audio = false): StoredAnswer =>
  storedAnswer({
    question_id,
    section_type,
    audio_path: audio ? `recordings/u1/r1/${question_id}-x.webm` : null,
    is_correct,
    needs_review: is_correct === null,
    answered_at: NOW,
  });

// One question per section; the phonological one is spoken and waits for review.
const QUESTIONS = [q(1, "memory"), q(2, "spatial_awareness"), q(3, "phonological_awareness", "recording"), q(4, "phonological_awareness")];
const ANSWERS = [a(1, "memory", true), a(2, "spatial_awareness", true), a(3, "phonological_awareness", null, true), a(4, "phonological_awareness", false)];

const status = refusal;

describe("reviewDecision", () => {
  it("marks a waiting recording, keeps the history, and scores a completed result again with it", () => {
    const decision = reviewDecision(result("completed"), ANSWERS, QUESTIONS, { question_id: 3, is_correct: true, note: "clear" }, REVIEWER, NOW);
    expect(decision.answer).toMatchObject({ question_id: 3, is_correct: true, needs_review: false, marked_by: "person", marked_at: NOW });
    expect(decision.record).toEqual({
      question_id: 3,
      is_correct: true,
      previous_is_correct: null,
      previous_marked_by: null,
      note: "clear",
      reviewer_uid: "t1",
      reviewer_name: "Tom Ashworth",
      reviewed_at: NOW,
    });
    // Phonological: 1 of 2 right now, none pending: 0.3 + 0.5 × 0.5 + 0.2 = 0.75, low risk.
    const scores = decision.patch?.scores;
    expect(scores?.section_scores.phonological_awareness).toMatchObject({ correct: 1, total: 2, pending: 0 });
    expect(scores?.risk_score).toBeCloseTo(0.75);
    expect(scores?.risk_level).toBe("low");
    // The flags are worked out again with the scores, in the same write.
    expect(decision.patch?.validity_flags).toEqual(expect.any(Array));
  });

  it("lets a person change a mark again, and the level follows across a threshold", () => {
    const marked = ANSWERS.map((answer) => (answer.question_id === 3 ? { ...answer, is_correct: true, needs_review: false, marked_by: "person" as const } : answer));
    const decision = reviewDecision(result("completed"), marked, QUESTIONS, { question_id: 3, is_correct: false }, REVIEWER, NOW);
    expect(decision.record).toMatchObject({ previous_is_correct: true, previous_marked_by: "person", note: null });
    // Phonological 0 of 2: 0.3 + 0 + 0.2 = 0.5, medium.
    expect(decision.patch?.scores?.risk_level).toBe("medium");
  });

  it("marks an in-progress result's answer without scoring it yet", () => {
    expect(reviewDecision(result("in_progress"), ANSWERS, QUESTIONS, { question_id: 3, is_correct: true }, REVIEWER, NOW).patch).toBeNull();
  });

  it("refuses what is not a spoken answer of this test, or a test not taken", () => {
    const review = (question_id: number, answers = ANSWERS, state: StoredResult["status"] = "completed") =>
      status(() => reviewDecision(result(state), answers, QUESTIONS, { question_id, is_correct: true }, REVIEWER, NOW));
    expect(review(1)).toEqual({ status: 400, message: REVIEW_MESSAGES.notSpoken });
    expect(review(99)).toMatchObject({ status: 400 });
    expect(review(3, ANSWERS.filter((x) => x.question_id !== 3))).toEqual({ status: 404, message: REVIEW_MESSAGES.noAnswer });
    expect(review(3, ANSWERS, "not_started")).toEqual({ status: 409, message: REVIEW_MESSAGES.notReviewable });
  });
});
