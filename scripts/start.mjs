// `npm start`: builds the app, runs it on the local Firebase emulators with the data of the
// previous run (emulator-data/local), seeds the demo accounts, and prints the URL and logins.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { APP_URL, assertPortsFree, build, ensureInstalled, firebase, root } from "./stack.mjs";

// READBRIGHT_DATA_DIR lets the restart check use a scratch folder instead of your data.
const dataDir = process.env.READBRIGHT_DATA_DIR ?? join(root, "emulator-data", "local");
let child = null;

async function waitForApp(child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The emulators stopped while starting (see the messages above).");
    try {
      const res = await fetch(`${APP_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The app did not answer at ${APP_URL} within ${timeoutMs / 1000} s.`);
}

async function main() {
  ensureInstalled();
  await assertPortsFree();
  if (process.env.READBRIGHT_SKIP_BUILD !== "1") build();
  mkdirSync(dataDir, { recursive: true });
  const importArgs = existsSync(join(dataDir, "firebase-export-metadata.json")) ? ["--import", dataDir] : [];
  child = firebase(["emulators:start", ...importArgs, "--export-on-exit", dataDir]);
  // Ctrl-C reaches the firebase CLI too (same process group): it exports the data and stops
  // every emulator; this process only waits for it to finish.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => child.kill("SIGINT"));
  child.on("exit", (code) => process.exit(code ?? 0));

  await waitForApp(child);
  const { seed } = await import("./seed.mjs");
  await seed();
  const { DEMO_LOGINS, DEMO_PASSWORD } = await import("./demo-accounts.mjs");
  const logins = DEMO_LOGINS.map((a) => `    ${a.label.padEnd(30)} ${a.email}`).join("\n");
  console.log(
    `\n  ReadBright is running at ${APP_URL}\n\n` +
      `  Demo logins (password for all: ${DEMO_PASSWORD}):\n${logins}\n\n` +
      "  Data is kept in emulator-data/local between runs. Press Ctrl-C to stop (it saves first).\n",
  );
}

main().catch((err) => {
  console.error(`\nnpm start: ${err.message}`);
  if (child && child.exitCode === null) child.kill("SIGINT");
  else process.exit(1);
});
