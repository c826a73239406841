import { describe, expect, it } from "vitest";
import type { SectionType } from "@readbright/domain/enums";
import { storedAnswer, storedResult } from "../../../test-support/stored-results";
import type { ResultScores } from "./stored-result";
import { pendingAfterAnswer, pendingReviewsOf, withPendingReviews } from "./pending-reviews";

const waiting = (question_id: number, is_practice = false) => storedAnswer({ question_id, audio_path: `rec/${question_id}.webm`, is_correct: null, needs_review: true, is_practice });
const marked = (question_id: number) => storedAnswer({ question_id, audio_path: `rec/${question_id}.webm`, is_correct: true, needs_review: false, marked_by: "person" });
const chosen = (question_id: number) => storedAnswer({ question_id });

const section = (pending: number) => ({ correct: 1, total: 2, pending, accuracy: 0.5, band: null });
const scores = (pending: Record<SectionType, number>): ResultScores => ({
  section_scores: { memory: section(pending.memory), phonological_awareness: section(pending.phonological_awareness), spatial_awareness: section(pending.spatial_awareness) },
  risk_score: 1,
  risk_level: "low",
  risk_percent: 10,
});

describe("pendingReviewsOf", () => {
  it("counts a test in progress's scored answers waiting, never practice ones nor marked ones", () => {
    expect(pendingReviewsOf(storedResult({ status: "in_progress" }), [waiting(1), waiting(2), waiting(3, true), marked(4), chosen(5)])).toBe(2);
  });

  it("takes a completed test's from its scores, the number its sections show", () => {
    const completed = storedResult({ status: "completed", scores: scores({ memory: 0, phonological_awareness: 2, spatial_awareness: 1 }) });
    expect(pendingReviewsOf(completed, [])).toBe(3);
  });

  it("is 0 for a test nobody started or one abandoned", () => {
    expect(pendingReviewsOf(storedResult({ status: "not_started" }), [])).toBe(0);
    expect(pendingReviewsOf(storedResult({ status: "abandoned" }), [waiting(1)])).toBe(0);
  });
});

describe("pendingAfterAnswer", () => {
  const open = (pending_reviews: number | null) => storedResult({ status: "in_progress", pending_reviews });

  it("moves the stored count by the one answer written", () => {
    expect(pendingAfterAnswer(open(1), null, waiting(2))).toBe(2);
    expect(pendingAfterAnswer(open(1), null, chosen(2))).toBe(1);
    // A practice recording replaced, waiting or not, is never counted.
    expect(pendingAfterAnswer(open(1), waiting(3, true), waiting(3, true))).toBe(1);
    expect(pendingAfterAnswer(open(2), waiting(2), marked(2))).toBe(1);
  });

  it("starts a test nobody started from 0, stored count or not", () => {
    expect(pendingAfterAnswer(storedResult({ status: "not_started", pending_reviews: null }), null, waiting(1))).toBe(1);
  });

  it("leaves a result stored before the count without one, for the heal to count whole", () => {
    expect(pendingAfterAnswer(open(null), null, waiting(1))).toBeNull();
  });
});

describe("withPendingReviews", () => {
  it("adds the count to the change only when it moved", () => {
    expect(withPendingReviews({ pending_reviews: 1 }, null, 1)).toBeNull();
    expect(withPendingReviews({ pending_reviews: 1 }, { answered_count: 3 }, 2)).toEqual({ answered_count: 3, pending_reviews: 2, blind_checks: 0 });
    expect(withPendingReviews({ pending_reviews: null }, null, 0)).toEqual({ pending_reviews: 0, blind_checks: 0 });
    expect(withPendingReviews({ pending_reviews: null }, null, null)).toBeNull();
  });

  it("writes both counts when only the open blind checks moved, and keeps the stored ones when not told (decision 44)", () => {
    expect(withPendingReviews({ pending_reviews: 0, blind_checks: 0 }, null, 0, 1)).toEqual({ pending_reviews: 0, blind_checks: 1 });
    expect(withPendingReviews({ pending_reviews: 0, blind_checks: 1 }, null, 0, 1)).toBeNull();
    expect(withPendingReviews({ pending_reviews: 0, blind_checks: 2 }, null, 1)).toEqual({ pending_reviews: 1, blind_checks: 2 });
  });
});
