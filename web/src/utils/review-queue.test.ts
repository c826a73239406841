import { describe, expect, it } from "vitest";
import { fakeResult } from "../testing/factories";
import { nextToReview, reviewQueue } from "./review-queue";

describe("the review queue", () => {
  const results = [
    fakeResult({ id: "new", completed_at: "2026-11-20T10:00:00.000Z", pending_reviews: 1 }),
    fakeResult({ id: "done", completed_at: "2026-10-01T10:00:00.000Z", pending_reviews: 0 }),
    fakeResult({ id: "old", completed_at: "2026-09-01T10:00:00.000Z", pending_reviews: 2 }),
    fakeResult({ id: "open", status: "in_progress", started_at: "2026-10-05T10:00:00.000Z", completed_at: null, pending_reviews: 1 }),
    fakeResult({ id: "open-none", status: "in_progress", started_at: "2026-08-05T10:00:00.000Z", completed_at: null, pending_reviews: 0 }),
  ];

  it("lists results with answers waiting, tests in progress too, oldest first", () => {
    expect(reviewQueue(results).map((r) => r.id)).toEqual(["old", "open", "new"]);
  });

  it("walks from one to the next, and ends", () => {
    expect(nextToReview(results, "old")?.id).toBe("open");
    expect(nextToReview(results, "open")?.id).toBe("new");
    expect(nextToReview(results.filter((r) => r.id !== "old"), "new")).toBeNull();
  });
});
