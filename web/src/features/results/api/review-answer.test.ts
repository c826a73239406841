import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../../lib/api-client";
import { reviewAnswer } from "./review-answer";

vi.mock("../../../lib/api-client", () => import("../../../testing/mock-api-client"));
const post = vi.mocked(apiClient.post);
afterEach(() => post.mockReset());

describe("reviewAnswer", () => {
  it("posts the mark to the result's reviews, as the contract names the path", async () => {
    post.mockResolvedValue({ question_id: 311, is_correct: true });
    await reviewAnswer("res/1", { question_id: 311, is_correct: true, note: "clear" });
    expect(post).toHaveBeenCalledWith("/assessment-results/res%2F1/reviews/", { question_id: 311, is_correct: true, note: "clear" }, { requireSignIn: true });
  });
});
