// What `npm start` and `npm test` share: the emulator ports, a free-port check, the build,
// and a firebase CLI runner with the offline emulator environment.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { emulatorEnv } from "./emulator-setup.mjs";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const PROJECT_ID = JSON.parse(readFileSync(join(root, ".firebaserc"), "utf8")).projects.default;

const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")).emulators;
/** Every port the emulator suite listens on, with the name a person would recognise. */
export const PORTS = [
  ["Hosting emulator (the app)", config.hosting.port],
  ["Functions emulator", config.functions.port],
  ["Firestore emulator", config.firestore.port],
  ["Auth emulator", config.auth.port],
  ["Storage emulator", config.storage.port],
  ["Emulator hub", config.hub.port],
  ["Logging emulator", config.logging.port],
  ["Cloud Tasks emulator (the marking queue)", config.tasks.port],
  ["Firestore websocket", 9150],
];
export const APP_URL = `http://127.0.0.1:${config.hosting.port}`;

export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${config.firestore.port}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${config.auth.port}`,
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${config.storage.port}`,
  GCLOUD_PROJECT: PROJECT_ID,
};

function portInUse(port) {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once("error", () => resolvePort(true));
    server.once("listening", () => server.close(() => resolvePort(false)));
    server.listen(port, "127.0.0.1");
  });
}

/** Stops with a message naming the first port that is taken. */
export async function assertPortsFree() {
  for (const [name, port] of PORTS) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${name}) is already in use on 127.0.0.1. ` +
          "Another `npm start` or `npm test` may be running: stop it, or free the port, and try again.",
      );
    }
  }
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${[cmd, ...args].join(" ")} failed (exit ${r.status ?? r.signal})`);
}

export function ensureInstalled() {
  if (!existsSync(join(root, "node_modules", ".bin", "firebase"))) {
    console.log("Installing dependencies (npm ci)...");
    run("npm", ["ci"]);
  }
}

export function build() {
  run("npm", ["run", "build", "-w", "web", "--", "--mode", "emulator"]);
  run("npm", ["run", "build", "-w", "functions"]);
}

/**
 * Runs `command` inside `firebase emulators:exec` on a fresh suite, after checking the ports and building
 * (READBRIGHT_SKIP_BUILD=1 skips the build), and exits with its code.
 */
export async function execOnFreshStack(command) {
  try {
    await assertPortsFree();
    if (process.env.READBRIGHT_SKIP_BUILD !== "1") build();
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  firebase(["emulators:exec", command]).on("exit", (code) => process.exit(code ?? 1));
}

/** Spawns the firebase CLI with the environment this machine needs for offline emulators. */
export function firebase(args, opts = {}) {
  const env = { ...process.env, ...emulatorEnv(), ...(opts.env ?? {}) };
  return spawn(join(root, "node_modules", ".bin", "firebase"), [...args, "--project", PROJECT_ID], {
    cwd: root,
    stdio: "inherit",
    ...opts,
    env,
  });
}
