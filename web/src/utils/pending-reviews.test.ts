import { describe, expect, it } from "vitest";
import { needsReviewLabel, pendingReviews, provisionalText, waitingLabel } from "./pending-reviews";

describe("pending reviews", () => {
  it("counts the spoken answers waiting in every section", () => {
    expect(pendingReviews({ memory: { pending: 0 }, phonological_awareness: { pending: 2 }, spatial_awareness: { pending: 1 } })).toBe(3);
    expect(pendingReviews(null)).toBe(0);
  });

  it("says so in words", () => {
    expect(provisionalText(2)).toBe("Provisional: 2 spoken answers are waiting for review");
    expect(provisionalText(1)).toBe("Provisional: 1 spoken answer is waiting for review");
    expect(needsReviewLabel(3)).toBe("Needs review (3)");
  });

  it("names the Review page's blind checks apart from the answers waiting for a mark", () => {
    expect(waitingLabel(2, 0)).toBe("Needs review (2)");
    expect(waitingLabel(0, 1)).toBe("Blind check (1)");
    expect(waitingLabel(1, 3)).toBe("Needs review (1), Blind checks (3)");
  });
});
