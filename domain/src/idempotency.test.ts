import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency";

describe("IDEMPOTENCY_KEY_PATTERN", () => {
  it("takes a UUID and refuses short, long or odd keys", () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test("0b7f6f3e-6a54-4c1a-9f0e-2f1a3b4c5d6e")).toBe(true);
    for (const key of ["1", "abc", "x".repeat(129), "../../participants/abcdefgh", "a b c d e f g h i j", ""]) expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
  });
});
