import { beforeEach, describe, expect, it, vi } from "vitest";
import { addToCounter, readCounter, takeFromCounter } from "./repositories/rate-limit-repository";
import { assertMissRoom, lookUpWithMiss, reserveMiss } from "./rate-limits";
import type { RateLimitPolicy } from "./rate-limits";

vi.mock("./repositories/rate-limit-repository", () => ({ dayKey: vi.fn(async () => Buffer.alloc(32, 7)), addToCounter: vi.fn(), readCounter: vi.fn(), takeFromCounter: vi.fn() }));

const policy: RateLimitPolicy = { name: "misses", limit: 30, windowMs: 600_000, message: "Too many" };
const START = 6_000_000_000; // a window boundary
const tick = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));

/** Counters as Firestore keeps them: each increment is atomic, and a read comes some time after it. */
function fakeStore() {
  const counts = new Map<string, number>();
  vi.mocked(addToCounter).mockImplementation(async (id, _scope, delta) => {
    await tick();
    counts.set(id, (counts.get(id) ?? 0) + delta);
    await tick();
    return counts.get(id) ?? 0;
  });
  vi.mocked(readCounter).mockImplementation(async (id) => counts.get(id) ?? 0);
  vi.mocked(takeFromCounter).mockImplementation(async (id, delta) => {
    await tick();
    counts.set(id, (counts.get(id) ?? 0) - delta);
  });
  return counts;
}

describe("reserveMiss", () => {
  beforeEach(() => vi.clearAllMocks());

  it("lets through at most the budget of 45 guesses sent at once, and refuses the rest with 429 and Retry-After", async () => {
    fakeStore();
    const outcomes = await Promise.allSettled(Array.from({ length: 45 }, () => reserveMiss(policy, "198.51.100.7", START + 1000)));
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBeLessThanOrEqual(30);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 429, message: "Too many", headers: { "Retry-After": "599" } });
  });

  it("in waves of 15, takes exactly 30 and refuses the whole third wave", async () => {
    fakeStore();
    const wave = () => Promise.allSettled(Array.from({ length: 15 }, () => reserveMiss(policy, "a", START + 5000)));
    const waves = [await wave(), await wave(), await wave()];
    expect(waves.map((w) => w.filter((o) => o.status === "fulfilled").length)).toEqual([15, 15, 0]);
  });

  it("gives a hit's miss back, once, so hits never spend the budget", async () => {
    const counts = fakeStore();
    for (let i = 0; i < 40; i += 1) {
      const miss = await reserveMiss(policy, "b", START + 10);
      await miss.giveBack();
      await miss.giveBack();
    }
    expect([...counts.values()]).toEqual([0]);
    await expect(assertMissRoom(policy, "b", START + 10)).resolves.toBeUndefined();
  });

  it("keys each address and window apart, and lets the previous window slide out", async () => {
    fakeStore();
    for (let i = 0; i < 30; i += 1) await reserveMiss(policy, "c", START + 500_000);
    await expect(reserveMiss(policy, "c", START + 500_001)).rejects.toMatchObject({ status: 429 });
    await expect(reserveMiss(policy, "d", START + 500_001)).resolves.toBeDefined();
    await expect(assertMissRoom(policy, "c", START + 500_001)).rejects.toMatchObject({ status: 429 });
    // Just after the boundary the previous window still counts almost fully...
    await expect(reserveMiss(policy, "c", START + 600_000 + 1000)).rejects.toMatchObject({ status: 429 });
    // ...and once half of it has slid out, half the budget is back.
    let back = 0;
    for (let i = 0; i < 20; i += 1) back += await reserveMiss(policy, "c", START + 900_000).then(() => 1, () => 0);
    expect(back).toBe(15);
  });
});

describe("lookUpWithMiss", () => {
  beforeEach(() => vi.clearAllMocks());

  it("gives the miss back when the lookup finds something or fails, and keeps it when it finds nothing", async () => {
    const counts = fakeStore();
    const used = () => [...counts.values()].reduce((a, b) => a + b, 0);
    await expect(lookUpWithMiss(await reserveMiss(policy, "a", START), async () => "found")).resolves.toBe("found");
    expect(used()).toBe(0);
    await expect(lookUpWithMiss(await reserveMiss(policy, "a", START), async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(used()).toBe(0);
    await expect(lookUpWithMiss(await reserveMiss(policy, "a", START), async () => null)).resolves.toBeNull();
    expect(used()).toBe(1);
    // With no miss taken (a caller the budget does not apply to), only the lookup runs.
    await expect(lookUpWithMiss(null, async () => null)).resolves.toBeNull();
    expect(used()).toBe(1);
  });
});
