// `npm run test:emulators -- [api|rules|e2e] [args]`: builds, then runs the tests that need the
// emulators (all, or one suite with extra arguments such as a file name) on a fresh suite.
import { execOnFreshStack } from "./stack.mjs";

const args = process.argv.slice(2).map((a) => JSON.stringify(a)).join(" ");
await execOnFreshStack(`node scripts/test-stack.mjs ${args}`);
