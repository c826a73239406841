// `npm run bench`: builds, starts a fresh emulator suite and runs tests/bench/ on it. Prints
// each figure with its budget; copy the table into docs/performance.md with the date and machine.
// Arguments go to vitest, e.g. only the class load: npm run bench -- -t 'class load|met every', or only
// Lighthouse on the public pages: npm run bench -- tests/bench/public-pages.run.ts
import { execOnFreshStack } from "./stack.mjs";

// Production does not check answers against their contracts (docs/decisions/0038), so neither does the bench.
process.env.RESPONSE_CHECKS = "off";

const quoted = process.argv.slice(2).map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`);
await execOnFreshStack(["npx vitest run --config tests/bench/vitest.config.ts", ...quoted].join(" "));
