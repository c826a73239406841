import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient } from "../../../../lib/api-client";
import { textToSpeech } from "./text-to-speech";

vi.mock("../../../../lib/api-client", () => import("../../../../testing/mock-api-client"));
const post = vi.mocked(apiClient.post);

afterEach(() => post.mockReset());

describe("textToSpeech", () => {
  it("reports a refused request in the spec's words, 'HTTP error! status: {code}'", async () => {
    post.mockRejectedValue(new ApiError(429, "Too many requests. Please try again later."));
    await expect(textToSpeech({ questionId: 4, part: "question" }, "res-1")).rejects.toThrow("HTTP error! status: 429");
  });
});
