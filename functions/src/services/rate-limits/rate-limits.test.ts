import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimitStep, updateRateLimit } from "./repositories/rate-limit-repository";
import type { RateLimitUpdate } from "./repositories/rate-limit-repository";
import type { Transaction } from "../../core/transaction-step";
import { enforceRateLimit, nextRateLimitState, rateLimitCharge, rateLimitId } from "./rate-limits";
import type { RateLimitPolicy } from "./rate-limits";

vi.mock("./repositories/rate-limit-repository", () => ({ updateRateLimit: vi.fn(), rateLimitStep: vi.fn(), dayKey: vi.fn(async (day: string) => Buffer.from(day.padEnd(32, "k"))) }));

const policy: RateLimitPolicy = { name: "test", limit: 3, windowMs: 60_000, message: "Slow down" };
const NOW = 1_000_000;

describe("nextRateLimitState", () => {
  it("lets a request through while the window has room, recording it", () => {
    expect(nextRateLimitState([], policy, NOW)).toEqual({ allowed: true, hits: [NOW], expiresAt: NOW + 60_000 });
    expect(nextRateLimitState([NOW - 2000, NOW - 1000], policy, NOW)).toEqual({
      allowed: true,
      hits: [NOW - 2000, NOW - 1000, NOW],
      expiresAt: NOW + 60_000,
    });
  });

  it("refuses once the window is full and says when a slot frees up", () => {
    expect(nextRateLimitState([NOW - 30_000, NOW - 20_000, NOW - 10_000], policy, NOW)).toEqual({
      allowed: false,
      retryAt: NOW + 30_000,
    });
  });

  it("forgets hits older than the window", () => {
    const update = nextRateLimitState([NOW - 90_000, NOW - 60_000, NOW - 10_000], policy, NOW);
    expect(update).toEqual({ allowed: true, hits: [NOW - 10_000, NOW], expiresAt: NOW + 60_000 });
  });
});

describe("rateLimitId", () => {
  it("is a keyed hash, so the key (an IP address) is not stored; it differs per policy and per day's key", async () => {
    const day = Date.parse("2026-11-27T10:00:00Z");
    const id = await rateLimitId(policy, "203.0.113.9", day);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain("203");
    // Not the plain SHA-256 that trying every IPv4 address would reverse.
    expect(id).not.toBe(createHash("sha256").update("test\n203.0.113.9").digest("hex"));
    expect(await rateLimitId({ ...policy, name: "other" }, "203.0.113.9", day)).not.toBe(id);
    expect(await rateLimitId(policy, "203.0.113.9", day + 3_600_000)).toBe(id);
    expect(await rateLimitId(policy, "203.0.113.9", day + 86_400_000)).not.toBe(id);
  });
});

describe("enforceRateLimit", () => {
  beforeEach(() => {
    // Run the decision against stored hits, as the repository's transaction does.
    let stored: number[] = [];
    vi.mocked(updateRateLimit).mockReset().mockImplementation(async (_id, _scope, decide) => {
      const update: RateLimitUpdate = decide(stored);
      if (update.allowed) stored = update.hits;
      return update;
    });
  });

  it("allows `limit` requests, then answers 429 with the policy's message and Retry-After", async () => {
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(policy, "key", NOW + i * 1000);

    await expect(enforceRateLimit(policy, "key", NOW + 3000)).rejects.toMatchObject({
      status: 429,
      message: "Slow down",
      headers: { "Retry-After": "57" },
    });
    expect(updateRateLimit).toHaveBeenCalledWith(await rateLimitId(policy, "key", NOW), "test", expect.any(Function));
  });

  it("does not count refused requests, so the limit lifts as the window moves", async () => {
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(policy, "key", NOW + i * 1000);
    await expect(enforceRateLimit(policy, "key", NOW + 30_000)).rejects.toMatchObject({ status: 429 });

    await expect(enforceRateLimit(policy, "key", NOW + 60_000)).resolves.toBeUndefined();
  });
});

describe("a limit counted inside another transaction", () => {
  const tx = {} as Transaction;
  const written = vi.fn();
  const withHits = (hits: number[]) =>
    vi.mocked(rateLimitStep).mockReset().mockImplementation((_id, _scope, decide) => ({ read: async () => ({ update: decide(hits), write: written }) }));
  beforeEach(() => written.mockReset());

  it("reads first and refuses only when its verdict is applied, with the same 429 as enforceRateLimit", async () => {
    withHits([NOW - 3000, NOW - 2000, NOW - 1000]);
    const verdict = await rateLimitCharge(policy, "key", NOW).read(tx);
    expect(verdict).toThrow(expect.objectContaining({ status: 429, message: "Slow down", headers: { "Retry-After": "57" } }));
    expect(written).not.toHaveBeenCalled();
  });

  it("with room, gives back its count's write", async () => {
    withHits([NOW - 1000]);
    (await rateLimitCharge(policy, "key", NOW).read(tx))()?.(tx);
    expect(written).toHaveBeenCalledOnce();
  });
});
