// `npm run bench`: builds, starts a fresh emulator suite and runs tests/bench/ on it (issue 15). Prints
// each figure with its budget; copy the table into docs/performance.md with the date and machine.
import { assertPortsFree, build, firebase } from "./stack.mjs";

try {
  await assertPortsFree();
  if (process.env.READBRIGHT_SKIP_BUILD !== "1") build();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
firebase(["emulators:exec", "npx vitest run --config tests/bench/vitest.config.ts"]).on("exit", (code) => process.exit(code ?? 1));
