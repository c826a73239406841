// `npm run bench`: builds, starts a fresh emulator suite and runs tests/bench/ on it (issue 15). Prints
// each figure with its budget; copy the table into docs/performance.md with the date and machine.
import { execOnFreshStack } from "./stack.mjs";

await execOnFreshStack("npx vitest run --config tests/bench/vitest.config.ts");
