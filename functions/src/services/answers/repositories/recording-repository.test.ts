import { describe, expect, it, vi } from "vitest";
import { isTransientStorageError, saveOnce } from "./recording-repository";
import type { Saveable } from "./recording-repository";

vi.mock("../../../admin-app", () => ({ adminApp: vi.fn() }));

const AUDIO = Buffer.from("webm bytes");
const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });

function file(...outcomes: unknown[]): Saveable & { save: ReturnType<typeof vi.fn> } {
  const save = vi.fn(async () => {
    const next = outcomes.shift();
    if (next) throw next;
  });
  return { save };
}

describe("saveOnce", () => {
  it("only ever creates the file, and tries again after a reset connection", async () => {
    const target = file(reset);
    await saveOnce(target, AUDIO, "audio/webm", 3, 0);
    expect(target.save).toHaveBeenCalledTimes(2);
    expect(target.save).toHaveBeenLastCalledWith(AUDIO, { contentType: "audio/webm", resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
  });

  it("takes a 412 on a retry as the earlier attempt having stored it", async () => {
    const target = file(reset, Object.assign(new Error("Precondition Failed"), { code: 412 }));
    await expect(saveOnce(target, AUDIO, "audio/webm", 3, 0)).resolves.toBeUndefined();
    expect(target.save).toHaveBeenCalledTimes(2);
  });

  it("gives up after the last attempt, and at once on an error a retry cannot mend", async () => {
    await expect(saveOnce(file(reset, reset, reset), AUDIO, "audio/webm", 3, 0)).rejects.toBe(reset);
    const forbidden = Object.assign(new Error("Forbidden"), { code: 403 });
    const target = file(forbidden);
    await expect(saveOnce(target, AUDIO, "audio/webm", 3, 0)).rejects.toBe(forbidden);
    expect(target.save).toHaveBeenCalledTimes(1);
  });
});

describe("isTransientStorageError", () => {
  it("retries resets, timeouts, 429 and 5xx, and nothing else", () => {
    for (const err of [reset, { code: 503 }, { code: 429 }, { code: "ETIMEDOUT" }, new Error("request to storage failed: socket hang up")]) expect(isTransientStorageError(err)).toBe(true);
    for (const err of [{ code: 400 }, { code: 403 }, { code: 404 }, new Error("bad request"), null]) expect(isTransientStorageError(err)).toBe(false);
  });
});
