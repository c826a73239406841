// `npm run test:emulators -- [api|rules|e2e] [args]`: builds, then runs the tests that need the
// emulators (all, or one suite with extra arguments such as a file name) on a fresh suite.
import { assertPortsFree, build, firebase } from "./stack.mjs";

const args = process.argv.slice(2).map((a) => JSON.stringify(a)).join(" ");
try {
  await assertPortsFree();
  if (process.env.READBRIGHT_SKIP_BUILD !== "1") build();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
firebase(["emulators:exec", `node scripts/test-stack.mjs ${args}`]).on("exit", (code) => process.exit(code ?? 1));
