import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser. The stack is started by `npm test`
// (firebase emulators:exec) before Playwright runs.
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium is not installed: apt-get install -y chromium");
  }
}

export default defineConfig({
  testDir: ".",
  outputDir: "../../test-results",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.APP_URL ?? "http://127.0.0.1:5000",
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // The assessment's recorder and microphone check: a fake microphone, allowed without a prompt.
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        // Read-aloud plays audio without a click first (the player also plays on a click).
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
});
