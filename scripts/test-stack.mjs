// Runs inside `firebase emulators:exec`: API tests, security-rules tests, then Playwright.
// `node scripts/test-stack.mjs e2e tests/e2e/auth.spec.ts` runs one suite with extra arguments.
import { spawnSync } from "node:child_process";
import { root } from "./stack.mjs";

const suites = {
  api: ["API tests", "npx", ["vitest", "run", "--config", "tests/vitest.config.ts"]],
  rules: ["security rules tests", "npx", ["vitest", "run", "--config", "tests/rules/vitest.config.ts"]],
  e2e: ["browser tests (Playwright, Chromium)", "npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts"]],
};

const [only, ...extra] = process.argv.slice(2);
if (only && !suites[only]) {
  console.error(`Unknown suite "${only}": use one of ${Object.keys(suites).join(", ")}`);
  process.exit(2);
}

let failed = 0;
for (const [key, [name, cmd, args]] of Object.entries(suites)) {
  if (only && key !== only) continue;
  console.log(`\n--- ${name} ---`);
  const r = spawnSync(cmd, [...args, ...(only ? extra : [])], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    failed += 1;
    console.error(`--- ${name}: FAILED ---`);
  }
}
process.exit(failed ? 1 : 0);
