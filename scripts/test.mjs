// `npm test`: every check, in order of cost. Static checks and unit tests first, then the
// API, rules and browser tests against a fresh emulator suite, then the restart check.
import { spawnSync } from "node:child_process";
import { ensureInstalled, root } from "./stack.mjs";

const results = [];

function step(name, cmd, args, opts = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts });
  results.push([name, r.status === 0]);
  return r.status === 0;
}

async function main() {
  ensureInstalled();
  step("typecheck", "npm", ["run", "typecheck"]);
  step("lint", "npm", ["run", "lint"]);
  step("unit and component tests", "npx", ["vitest", "run"]);
  step("automatic marking of spoken answers: the bars on held-out voices (a fixed subset)", "node", ["scripts/eval-speech.mjs"]);
  step("API, rules and browser tests on the emulators", "node", ["scripts/test-emulators.mjs"]);
  step("App Check enforced on the emulators", "node", ["scripts/test-app-check.mjs"], { env: { ...process.env, READBRIGHT_SKIP_BUILD: "1" } });
  step("JavaScript budgets: the home page and the player", "node", ["scripts/check-bundle.mjs"]);
  step("npm start keeps data across a restart", "node", ["scripts/check-restart.mjs"], {
    env: { ...process.env, READBRIGHT_SKIP_BUILD: "1" },
  });
}

main()
  .catch((err) => {
    console.error(err.message);
    results.push(["setup", false]);
  })
  .finally(() => {
    const failed = results.filter(([, ok]) => !ok);
    console.log("\n=== Summary ===");
    for (const [name, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
    console.log(`checks: ${results.length - failed.length} passed, ${failed.length} failed`);
    process.exit(failed.length ? 1 : 0);
  });
