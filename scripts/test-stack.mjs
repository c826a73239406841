// Runs inside `firebase emulators:exec`: API tests, security-rules tests, then Playwright.
import { spawnSync } from "node:child_process";
import { root } from "./stack.mjs";

const suites = [
  ["API tests", "npx", ["vitest", "run", "--config", "tests/vitest.config.ts"]],
  ["security rules tests", "npx", ["vitest", "run", "--config", "tests/rules/vitest.config.ts"]],
  ["browser tests (Playwright, Chromium)", "npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts"]],
];

let failed = 0;
for (const [name, cmd, args] of suites) {
  console.log(`\n--- ${name} ---`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    failed += 1;
    console.error(`--- ${name}: FAILED ---`);
  }
}
process.exit(failed ? 1 : 0);
