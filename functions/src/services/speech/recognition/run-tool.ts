// Runs a local binary (ffmpeg, pocketsphinx) with arguments passed directly, never through a shell.
import { execFile } from "node:child_process";

export interface ToolOutput {
  stdout: string;
  stderr: string;
}

export function runTool(binary: string, args: readonly string[], timeoutMs: number): Promise<ToolOutput> {
  return new Promise((resolve, reject) => {
    execFile(binary, [...args], { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr: String(stderr) }));
      else resolve({ stdout: String(stdout), stderr: String(stderr) });
    });
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
