import { describe, expect, it } from "vitest";
import { fakeResult } from "../testing/factories";
import { nextToReview, reviewQueue } from "./review-queue";

const waiting = (pending: number) => ({ memory: { pending: 0 }, spatial_awareness: { pending: 0 }, phonological_awareness: { pending } });

describe("the review queue", () => {
  const results = [
    fakeResult({ id: "new", completed_at: "2026-11-20T10:00:00.000Z", section_scores: waiting(1) }),
    fakeResult({ id: "done", completed_at: "2026-10-01T10:00:00.000Z", section_scores: waiting(0) }),
    fakeResult({ id: "old", completed_at: "2026-09-01T10:00:00.000Z", section_scores: waiting(2) }),
    fakeResult({ id: "open", status: "in_progress", completed_at: null, section_scores: null }),
  ];

  it("lists completed results with answers waiting, oldest first", () => {
    expect(reviewQueue(results).map((r) => r.id)).toEqual(["old", "new"]);
  });

  it("walks from one to the next, and ends", () => {
    expect(nextToReview(results, "old")?.id).toBe("new");
    expect(nextToReview(results.filter((r) => r.id !== "old"), "new")).toBeNull();
  });
});
