import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { isRetryable, retryDelayMs, sendWithRetry, waitOrOnline } from "./send-with-retry";

describe("sending with retries", () => {
  it("backs off 1, 2, 4, 8 s and then stays at 15 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it("retries failures without a response and busy servers, but not refusals", () => {
    expect(isRetryable(new ApiError(500, "Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(503, "Unavailable"))).toBe(true);
    expect(isRetryable(new ApiError(429, "Too many requests"))).toBe(true);
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(400, "Choose exactly one option"))).toBe(false);
    expect(isRetryable(new ApiError(409, "This assessment has already been completed"))).toBe(false);
  });

  it("keeps trying until the answer arrives, and reports each failure", async () => {
    const send = vi.fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, "Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(502, "Bad gateway"))
      .mockResolvedValue("saved");
    const onRetry = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    await expect(sendWithRetry(send, { onRetry, wait })).resolves.toBe("saved");
    expect(send).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls.map(([failures]) => failures)).toEqual([1, 2]);
    expect(wait.mock.calls).toEqual([[1000], [2000]]);
  });

  it("gives up at once on a refusal", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(400, "Choose exactly one option")));
    await expect(sendWithRetry(send, { wait: () => Promise.resolve() })).rejects.toThrow("Choose exactly one option");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("stops waiting as soon as the browser is back online", async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void waitOrOnline(15_000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toBe(false);
      window.dispatchEvent(new Event("online"));
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
