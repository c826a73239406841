// Runs one of functions/lib's command-line tools against the emulators `npm start` runs (retention,
// simulate, evidence): built first when missing or older than the code, refused with a hint when the
// emulators are not up.
import { existsSync, readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { EMULATOR_HOSTS, PROJECT_ID, execOnFreshStack, root, run } from "./stack.mjs";

/** Whether something answers on host:port. */
export function answers(hostPort) {
  const [host, port] = hostPort.split(":");
  return new Promise((resolve) => {
    const socket = connect(Number(port), host, () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * `fresh`: what to do when the emulators are not up: "refuse" (say to run `npm start`), or "stack" (run
 * on a fresh suite of its own, whose data goes when it ends).
 */
export async function runCli(name, args, fresh = "refuse") {
  const cli = join(root, "functions", "lib", `${name}-cli.js`);
  if (!(await answers(EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST))) {
    if (fresh === "stack") {
      console.log("The emulators are not running: running on a fresh suite of its own (`npm start` first keeps the results).");
      await execOnFreshStack(["node", cli, ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(" "));
      return;
    }
    console.error("The emulators are not running: start the app with `npm start` in another terminal, then run this again.");
    process.exit(1);
  }
  const stale = !existsSync(cli) || ["functions/src", "functions/tools", "domain/src"].some((dir) => newestSource(join(root, dir)) > statSync(cli).mtimeMs);
  if (stale) run("npm", ["run", "build", "-w", "functions"]);
  try {
    run("node", [cli, ...args], { env: { ...process.env, ...EMULATOR_HOSTS, STORAGE_BUCKET: `${PROJECT_ID}.appspot.com` } });
  } catch {
    process.exit(1);
  }
}
