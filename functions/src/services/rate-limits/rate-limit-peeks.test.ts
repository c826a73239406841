import { beforeEach, describe, expect, it, vi } from "vitest";
import { readRateLimitHits } from "./repositories/rate-limit-repository";
import { assertRateLimitRoom, peekRateLimit } from "./rate-limits";
import { rateLimitId } from "./rate-limits";
import type { RateLimitPolicy } from "./rate-limits";

vi.mock("./repositories/rate-limit-repository", () => ({ readRateLimitHits: vi.fn(), dayKey: vi.fn(async () => Buffer.alloc(32, 7)) }));

const policy: RateLimitPolicy = { name: "test", limit: 3, windowMs: 60_000, message: "Slow down" };
const NOW = 1_000_000;

describe("assertRateLimitRoom", () => {
  beforeEach(() => vi.mocked(readRateLimitHits).mockReset());

  it("refuses a full limit with the 429 and Retry-After, reading the keyed record", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([NOW - 3000, NOW - 2000, NOW - 1000]);
    await expect(assertRateLimitRoom(policy, "key", NOW)).rejects.toMatchObject({ status: 429, message: "Slow down", headers: { "Retry-After": "57" } });
    expect(readRateLimitHits).toHaveBeenCalledExactlyOnceWith(await rateLimitId(policy, "key", NOW));
  });

  it("with room, passes and counts nothing", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([NOW - 1000]);
    await expect(assertRateLimitRoom(policy, "key", NOW)).resolves.toBeUndefined();
  });

  it("says how many requests the window holds, leaving out those that left it", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([NOW - 61_000, NOW - 30_000]);
    await expect(peekRateLimit(policy, "key", NOW)).resolves.toEqual({ recent: 1, refusal: null });
    vi.mocked(readRateLimitHits).mockResolvedValue([]);
    await expect(peekRateLimit(policy, "key", NOW)).resolves.toEqual({ recent: 0, refusal: null });
  });
});
