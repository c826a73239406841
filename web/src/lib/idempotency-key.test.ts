import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN } from "@readbright/domain/idempotency";
import { idempotencyKeys, newIdempotencyKey } from "./idempotency-key";

describe("idempotency keys", () => {
  it("are keys the server accepts, a new one each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("name the same form again until it succeeds, and a changed form anew", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ name: "Ann", grade: "4" });
    expect(keys.keyFor({ name: "Ann", grade: "4" })).toBe(first);
    const changed = keys.keyFor({ name: "Ann", grade: "5" });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ name: "Ann", grade: "5" })).not.toBe(changed);
  });

  it("name a file by the file chosen, not by its name", () => {
    const keys = idempotencyKeys();
    const file = new File(["a"], "class.csv");
    const key = keys.keyFor(file);
    expect(keys.keyFor(file)).toBe(key);
    expect(keys.keyFor(new File(["b"], "class.csv"))).not.toBe(key);
  });
});
