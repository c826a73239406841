import { describe, expect, it } from "vitest";
import { attemptsInWindow, isFlagged, mayStartAnotherAttempt, nextAttemptAt } from "./attempts";
import type { Attempt } from "./attempts";

const NOW = new Date("2026-09-30T10:00:00Z");
const test = (created_at: string, status: Attempt["status"] = "completed"): Attempt => ({ status, created_at });

describe("the attempt limit", () => {
  it("counts tests created in the last 8 calendar months, not abandoned ones, from Dates or ISO strings", () => {
    const history: Attempt[] = [
      { status: "completed", created_at: new Date("2026-01-31T10:00:01Z") }, // inside: the window opens 2026-01-30T10:00
      test("2026-01-30T09:59:59Z"), // outside
      test("2026-09-01T00:00:00Z", "abandoned"),
    ];
    expect(attemptsInWindow(history, NOW)).toBe(1);
    expect(mayStartAnotherAttempt(history, NOW)).toBe(true);
    expect(mayStartAnotherAttempt([...history, test("2026-09-01T00:00:00Z", "in_progress")], NOW)).toBe(false);
  });
});

describe("a flagged result", () => {
  const flag = { code: "too_fast" as const, section: null, figures: { median_ms: 200, answers: 30, floor_ms: 450 } };

  it("does not use up one of the 2 screenings in 8 months; an unflagged or unfinished one does", () => {
    const history: Attempt[] = [test("2026-08-01T08:00:00Z"), { ...test("2026-09-01T08:00:00Z"), validity_flags: [flag] }];
    expect(attemptsInWindow(history, NOW)).toBe(1);
    expect(mayStartAnotherAttempt(history, NOW)).toBe(true);
    expect(nextAttemptAt(history, NOW)).toBeNull();
    expect(mayStartAnotherAttempt([test("2026-08-01T08:00:00Z"), { ...test("2026-09-01T08:00:00Z"), validity_flags: [] }], NOW)).toBe(false);
    expect(mayStartAnotherAttempt([test("2026-08-01T08:00:00Z"), { ...test("2026-09-01T08:00:00Z"), validity_flags: null }], NOW)).toBe(false);
    expect(isFlagged({ status: "in_progress", validity_flags: [flag] })).toBe(false);
    expect(isFlagged({ status: "completed", validity_flags: [flag] })).toBe(true);
  });

  it("frees only the first flagged test in the window: a second flagged one counts", () => {
    const flagged = (at: string): Attempt => ({ ...test(at), validity_flags: [flag] });
    // Two flagged tests: the older is free, the newer counts, so one more may be taken.
    expect(attemptsInWindow([flagged("2026-08-01T08:00:00Z"), flagged("2026-09-01T08:00:00Z")], NOW)).toBe(1);
    expect(mayStartAnotherAttempt([flagged("2026-08-01T08:00:00Z"), flagged("2026-09-01T08:00:00Z")], NOW)).toBe(true);
    // Three flagged tests, or two flagged and a trusted one, use up both screenings.
    const three = [flagged("2026-08-01T08:00:00Z"), flagged("2026-09-01T08:00:00Z"), flagged("2026-10-01T08:00:00Z")];
    expect(mayStartAnotherAttempt(three, NOW)).toBe(false);
    expect(mayStartAnotherAttempt([flagged("2026-08-01T08:00:00Z"), flagged("2026-09-01T08:00:00Z"), test("2026-10-01T08:00:00Z")], NOW)).toBe(false);
    // When the free one leaves the window, the next flagged test becomes the free one.
    const at = nextAttemptAt(three, NOW);
    expect(at?.toISOString()).toBe("2027-04-01T08:00:00.001Z");
    expect(mayStartAnotherAttempt(three, new Date("2027-04-01T07:59:59Z"))).toBe(false);
    expect(attemptsInWindow(three, at as Date)).toBe(1);
  });
});

describe("nextAttemptAt", () => {
  it("is null while another test may be started", () => {
    expect(nextAttemptAt([], NOW)).toBeNull();
    expect(nextAttemptAt([test("2026-05-01T08:00:00Z"), test("2026-06-01T08:00:00Z", "abandoned")], NOW)).toBeNull();
  });

  it("is when the older of two tests in the window leaves it, and the rule agrees from then on", () => {
    const history = [test("2026-06-01T08:00:00Z"), test("2026-03-15T08:00:00Z")];
    const at = nextAttemptAt(history, NOW);
    expect(at?.toISOString()).toBe("2026-11-15T08:00:00.001Z");
    expect(mayStartAnotherAttempt(history, at as Date)).toBe(true);
    expect(mayStartAnotherAttempt(history, new Date("2026-11-15T07:59:59Z"))).toBe(false);
  });

  it("with more tests in the window than the limit (made before it), waits until only one is left", () => {
    const history = [test("2026-02-10T00:00:00Z"), test("2026-04-10T00:00:00Z"), test("2026-06-10T00:00:00Z")];
    expect(nextAttemptAt(history, NOW)?.toISOString().slice(0, 10)).toBe("2026-12-10");
  });

  it("moves on where calendar months overflow, to a moment the rule accepts", () => {
    // 30 June + 8 months is 2 March 2027 (no 30 February); the server must accept a test then.
    const history = [test("2026-06-30T12:00:00Z"), test("2026-09-01T12:00:00Z")];
    const at = nextAttemptAt(history, NOW) as Date;
    expect(mayStartAnotherAttempt(history, at)).toBe(true);
    expect(at.toISOString().slice(0, 10)).toBe("2027-03-02");
  });
});
