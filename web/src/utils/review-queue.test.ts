import { describe, expect, it } from "vitest";
import { fakeResult } from "../testing/factories";
import { nextToReview } from "./review-queue";

describe("the review queue", () => {
  // As the server lists them: waiting for review, oldest first.
  const queue = [fakeResult({ id: "old", pending_reviews: 2 }), fakeResult({ id: "open", status: "in_progress", completed_at: null, pending_reviews: 1 }), fakeResult({ id: "new", pending_reviews: 1 })];

  it("walks from one to the next, and ends", () => {
    expect(nextToReview(queue, "old")?.id).toBe("open");
    expect(nextToReview(queue, "open")?.id).toBe("new");
    expect(nextToReview(queue, "new")).toBeNull();
  });

  it("goes to the oldest still waiting once the one reviewed has left the list", () => {
    expect(nextToReview(queue.slice(1), "old")?.id).toBe("open");
    expect(nextToReview([], "old")).toBeNull();
  });
});
