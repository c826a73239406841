// Runs a local binary (ffmpeg, pocketsphinx) with arguments passed directly, never through a shell, at
// a lower CPU priority than the requests: where the recogniser shares an instance's cores with answers
// (a practice recording, the local emulator's marking queue), the answers go first.
import { execFile } from "node:child_process";
import { setPriority } from "node:os";

/** Unix niceness of the tools: below every request's process (0), above nothing else's. */
export const TOOL_NICENESS = 10;

export interface ToolOutput {
  stdout: string;
  stderr: string;
}

export function runTool(binary: string, args: readonly string[], timeoutMs: number): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(binary, [...args], { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr: String(stderr) }));
      else resolve({ stdout: String(stdout), stderr: String(stderr) });
    });
    try {
      if (child.pid !== undefined) setPriority(child.pid, TOOL_NICENESS);
    } catch {
      // Already gone, or a host that refuses: the tool runs at the usual priority.
    }
  });
}

export async function toolAvailable(binary: string, args: readonly string[]): Promise<boolean> {
  try {
    await runTool(binary, args, 10_000);
    return true;
  } catch {
    return false;
  }
}
