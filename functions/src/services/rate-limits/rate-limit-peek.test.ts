import { beforeEach, describe, expect, it, vi } from "vitest";
import { readRateLimitHits } from "./repositories/rate-limit-read-repository";
import type { Transaction } from "./repositories/rate-limit-repository";
import { assertRateLimitRoom, rateLimitRoomPeek } from "./rate-limit-peek";
import { rateLimitId } from "./rate-limit-service";
import type { RateLimitPolicy } from "./rate-limit-service";

vi.mock("./repositories/rate-limit-read-repository", () => ({ readRateLimitHits: vi.fn() }));

const policy: RateLimitPolicy = { name: "test", limit: 3, windowMs: 60_000, message: "Slow down" };
const NOW = 1_000_000;
const tx = {} as Transaction;

describe("rateLimitRoomPeek", () => {
  beforeEach(() => vi.mocked(readRateLimitHits).mockReset());

  it("reads once, when made, outside the transaction it joins", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([]);
    const check = rateLimitRoomPeek(policy, "key", NOW);
    expect(readRateLimitHits).toHaveBeenCalledExactlyOnceWith(rateLimitId(policy, "key"));
    await check.read(tx);
    await check.read(tx); // a retried transaction
    expect(readRateLimitHits).toHaveBeenCalledOnce();
  });

  it("refuses a full limit only when its verdict is applied, with the same 429 as assertRateLimitRoom", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([NOW - 3000, NOW - 2000, NOW - 1000]);
    const verdict = await rateLimitRoomPeek(policy, "key", NOW).read(tx);
    const expected = { status: 429, message: "Slow down", headers: { "Retry-After": "57" } };
    expect(verdict).toThrow(expect.objectContaining(expected));
    await expect(assertRateLimitRoom(policy, "key", NOW)).rejects.toMatchObject(expected);
  });

  it("with room, counts nothing: its write does nothing", async () => {
    vi.mocked(readRateLimitHits).mockResolvedValue([NOW - 1000, NOW - 500]);
    const set = vi.fn();
    (await rateLimitRoomPeek(policy, "key", NOW).read(tx))()({ set } as unknown as Transaction);
    expect(set).not.toHaveBeenCalled();
  });
});
