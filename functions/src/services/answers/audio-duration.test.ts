import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { durationFromProgress, recordingDurationMs } from "./audio-duration";

/** A tone of `seconds`, encoded as a browser records it (webm/opus) or as Safari does (mp4/aac). */
async function tone(seconds: number, extension: "webm" | "mp4"): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "tone-"));
  try {
    const out = join(dir, `tone.${extension}`);
    const codec = extension === "webm" ? ["-c:a", "libopus"] : ["-c:a", "aac"];
    await promisify(execFile)("ffmpeg", ["-nostdin", "-loglevel", "error", "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`, ...codec, out]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("durationFromProgress", () => {
  it("takes the last position ffmpeg reports", () => {
    expect(durationFromProgress("out_time_us=500000\nprogress=continue\nout_time_us=10512000\nprogress=end\n")).toBe(10_512);
    expect(durationFromProgress("progress=end\n")).toBeNull();
  });
});

describe("recordingDurationMs", () => {
  it("measures webm and mp4 recordings from their audio", async () => {
    expect(await recordingDurationMs(await tone(3, "webm"), "webm")).toBeGreaterThan(2900);
    expect(await recordingDurationMs(await tone(11, "webm"), "webm")).toBeGreaterThan(10_900);
    const mp4 = (await recordingDurationMs(await tone(4, "mp4"), "mp4")) ?? 0;
    expect(mp4).toBeGreaterThan(3900);
    expect(mp4).toBeLessThan(4200);
  });
  it("is null for bytes that are not audio", async () => {
    expect(await recordingDurationMs(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 7)]), "webm")).toBeNull();
  });
});
