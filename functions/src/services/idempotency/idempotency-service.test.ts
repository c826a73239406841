import { describe, expect, it } from "vitest";
import { createdId, idempotencyId, mayRun, RUNNING_STALE_MS } from "./idempotency-service";

const now = new Date("2026-11-24T10:00:00Z");
const record = (state: "running" | "done", ageMs: number) => ({ state, fingerprint: "f", started_at: new Date(now.getTime() - ageMs), response_status: state === "done" ? 201 : null, response: null });

describe("mayRun", () => {
  it("runs a new key, and one a crash left running for longer than the function can run", () => {
    expect(mayRun(null, now)).toBe(true);
    expect(mayRun(record("running", RUNNING_STALE_MS + 1), now)).toBe(true);
  });

  it("does not run a key whose first request is still running or has answered", () => {
    expect(mayRun(record("running", 5_000), now)).toBe(false);
    expect(mayRun(record("done", RUNNING_STALE_MS * 10), now)).toBe(false);
  });
});

describe("idempotencyId", () => {
  it("separates accounts and routes that send the same key", () => {
    const key = "0b7f6f3e-6a54-4c1a-9f0e-2f1a3b4c5d6e";
    const ids = new Set([idempotencyId("a", "POST /api/participants/", key), idempotencyId("b", "POST /api/participants/", key), idempotencyId("a", "POST /api/participants/upload/", key)]);
    expect(ids.size).toBe(3);
    expect([...ids].join("")).not.toContain(key);
  });
});

describe("createdId", () => {
  it("names the participant a registration created, and nothing for a CSV's count", () => {
    expect(createdId({ id: "p1", name: "Ann" })).toBe("p1");
    expect(createdId({ created: 3 })).toBeNull();
    expect(createdId(null)).toBeNull();
  });
});
