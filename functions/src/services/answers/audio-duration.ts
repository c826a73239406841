// How long a recording really is, measured by decoding its audio with ffmpeg: the container's own
// duration field is missing from a browser's MediaRecorder webm and is the sender's to write anyway.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runTool } from "../speech/recognition/run-tool";

const TIMEOUT_MS = 15_000;

/** The last decoded position ffmpeg's progress report gives, in ms; null when it reports none. */
export function durationFromProgress(progress: string): number | null {
  const times = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((m) => Number(m[1]));
  const last = times.at(-1);
  return last === undefined || !Number.isFinite(last) ? null : Math.round(last / 1000);
}

/**
 * The recording's length in ms, decoded to the end (its first audio stream); null when it cannot be
 * measured: ffmpeg missing, or audio it cannot decode (such a recording also waits for a person, as
 * no recogniser can hear it). The upload's byte limit still bounds it then.
 */
export async function recordingDurationMs(bytes: Buffer, extension: string): Promise<number | null> {
  const dir = await mkdtemp(join(tmpdir(), "recording-"));
  try {
    const input = join(dir, `input.${extension.replace(/[^a-z0-9]/gi, "")}`);
    await writeFile(input, bytes);
    const args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-nostats", "-i", input, "-map", "0:a:0", "-f", "null", "-progress", "pipe:1", "-"];
    return durationFromProgress((await runTool("ffmpeg", args, TIMEOUT_MS)).stdout);
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
