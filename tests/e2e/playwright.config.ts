import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";

// The stack is started by `npm test` (firebase emulators:exec) before Playwright runs.
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
      args: [...CHROMIUM_ARGS],
    },
  },
});
