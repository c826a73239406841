// Proves the promise of `npm start`: an account created in one run is there in the next, and the demo
// seed keeps its own (scripts/seed-checks.mjs): nothing added, changed or brought back by a restart.
// Uses a scratch data folder, never emulator-data/local.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkReseeded, checkSeeded } from "./seed-checks.mjs";
import { EMULATOR_HOSTS, PROJECT_ID, root } from "./stack.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "readbright-restart-"));
const authUrl = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`;
const email = `restart-${Date.now()}@example.com`;

function startApp() {
  const child = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, READBRIGHT_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("ReadBright is running at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`npm start exited early (${code}):\n${out.slice(-2000)}`)));
  });
  return { child, ready };
}

async function stopApp(child) {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  process.kill(-child.pid, "SIGINT"); // as Ctrl-C does: the whole process group
  await exited;
}

async function accountExists() {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ email: [email] }),
  });
  const body = await res.json();
  return Array.isArray(body.users) && body.users.length === 1;
}

async function main() {
  const first = startApp();
  await first.ready;
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Restart!123", returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${await res.text()}`);
  const seeded = await checkSeeded();
  await stopApp(first.child);

  const second = startApp();
  await second.ready;
  const kept = await accountExists();
  const reseeded = seeded.snapshot ? await checkReseeded(seeded.snapshot) : { failures: [] };
  await stopApp(second.child);
  if (!kept) throw new Error("the account created in the first run was gone after a restart");
  const seedFailures = [...seeded.failures, ...reseeded.failures];
  if (seedFailures.length > 0) throw new Error(`the demo seed:\n  ${seedFailures.join("\n  ")}`);
  console.log("restart check: 2 passed, 0 failed (the account survived a restart; the demo seed has its teachers and dates, and a restart added, changed and brought back nothing)");
}

main()
  .catch((err) => {
    console.error(`restart check failed: ${err.message}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));
