// How every spec starts Debian's Chromium (never a downloaded browser); shared by the config and by specs
// that need a flag of their own, such as a microphone that says a word.
import { execFileSync } from "node:child_process";

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium is not installed: apt-get install -y chromium");
  }
}

/** A quiet headless Chromium: no sandbox, no GPU, nothing fetched in the background (the bench starts it so too). */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMIUM_ARGS: readonly string[] = [
  ...HEADLESS_CHROMIUM_ARGS,
  // The assessment's recorder and microphone check: a fake microphone, allowed without a prompt.
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  // Read-aloud plays audio without a click first (the player also plays on a click).
  "--autoplay-policy=no-user-gesture-required",
];
