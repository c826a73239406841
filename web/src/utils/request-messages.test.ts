import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { REQUEST_FAILED, requestMessage } from "./request-messages";

describe("requestMessage", () => {
  it("passes on the server's reason for a refusal the reader can act on", () => {
    expect(requestMessage(new ApiError(409, "This participant has already taken the test 2 times"), REQUEST_FAILED.getOrCreateResult)).toBe(
      "This participant has already taken the test 2 times",
    );
    expect(requestMessage(new ApiError(503, "The service is busy. Please try again in a moment."), REQUEST_FAILED.uploadParticipants)).toBe(
      "The service is busy. Please try again in a moment.",
    );
  });

  it("uses the spec's words for the request after a crash, a timeout or no answer", () => {
    expect(requestMessage(new ApiError(500, "Internal server error"), REQUEST_FAILED.uploadParticipants)).toBe("Failed to upload participants");
    expect(requestMessage(new ApiError(500, "Failed to fetch"), REQUEST_FAILED.registerParticipant)).toBe("Failed to register participant");
    expect(requestMessage(new TypeError("boom"), REQUEST_FAILED.getResult)).toBe("Failed to get assessment result");
  });
});
