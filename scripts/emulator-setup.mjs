// Decides how the Firestore and Storage emulators run on this machine and returns the
// environment for the firebase CLI. See docs/decisions/0002-offline-emulators.md.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(root, ".cache", "emulators");

function javaMajor() {
  const r = spawnSync("java", ["-version"], { encoding: "utf8" });
  const m = /version "(\d+)/.exec(`${r.stdout ?? ""}${r.stderr ?? ""}`);
  return m ? Number(m[1]) : 0;
}

function firebaseToolsHasOwnJar() {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f));
}

function packagedFirestoreJar() {
  if (process.env.FIRESTORE_EMULATOR_JAR && existsSync(process.env.FIRESTORE_EMULATOR_JAR)) {
    return process.env.FIRESTORE_EMULATOR_JAR;
  }
  try {
    const files = execFileSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return files.split("\n").find((f) => f.endsWith("/cloud-firestore-emulator.jar") && existsSync(f)) ?? null;
  } catch {
    return null;
  }
}

// The packaged jar has no Main-Class, and firebase-tools runs `java -jar <path>`: a tiny
// wrapper jar whose manifest names the main class and points its Class-Path at the real jar.
function wrapperJar(realJar) {
  const dir = join(cacheDir, "firestore-wrapper");
  const jar = join(cacheDir, "firestore-emulator-wrapper.jar");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "MANIFEST.MF");
  writeFileSync(
    manifest,
    "Manifest-Version: 1.0\n" +
      "Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n" +
      `Class-Path: ${pathToFileURL(realJar).href}\n`,
  );
  rmSync(jar, { force: true });
  execFileSync("jar", ["cfm", jar, manifest], { stdio: "inherit" });
  return jar;
}

/** Environment additions for `firebase emulators:*`, or throws with what to install. */
export function emulatorEnv() {
  const java = javaMajor();
  if (java >= 21 && firebaseToolsHasOwnJar()) return {};
  if (java < 11) {
    throw new Error("Java 11 or newer is needed for the Firestore emulator: apt-get install -y openjdk-17-jre-headless");
  }
  const realJar = packagedFirestoreJar();
  if (!realJar) {
    if (java >= 21) return {}; // firebase-tools downloads its own jar where the network allows
    throw new Error(
      "No Firestore emulator found for Java " + java + ". Install Debian's google-cloud-cli-firestore-emulator " +
        "(apt-get install -y google-cloud-cli-firestore-emulator) or Java 21 with network access.",
    );
  }
  mkdirSync(cacheDir, { recursive: true });
  const preload = join(root, "scripts", "emulator-preload.cjs");
  const nodeOptions = [process.env.NODE_OPTIONS, `--require=${preload}`].filter(Boolean).join(" ");
  return {
    FIRESTORE_EMULATOR_BINARY_PATH: wrapperJar(realJar),
    READBRIGHT_EMULATOR_PRELOAD: "1",
    NODE_OPTIONS: nodeOptions,
  };
}
