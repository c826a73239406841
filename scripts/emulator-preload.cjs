// Preloaded (NODE_OPTIONS=--require) into the firebase CLI only when this machine cannot run
// firebase-tools' own Firestore/Storage emulators offline (Java < 21, no downloadable jars).
// It changes two things inside the CLI process and nothing in any child process:
//  1. the Java version gate accepts Java >= 11, which Google's packaged Firestore emulator needs;
//  2. where firebase-tools' Storage rules runtime is missing too, the Storage emulator starts without it
//     and stands in for storage.rules, which must be the deny-all ruleset (checked at start-up): only
//     requests carrying the admin credential (the functions' admin SDK) may read or write objects.
"use strict";
const path = require("node:path");

const cli = process.argv[1] || "";
const isFirebaseCli = /firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js$|[\\/]\.bin[\\/]firebase$/.test(cli);

// storage.rules without its comments and spacing must be exactly the deny-all ruleset (whatever the
// variable names): the only rules the stand-in below can answer for.
function isDenyAll(rules) {
  const text = rules.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/\/\/.*$/gm, " ").replace(/\s+/g, " ").trim();
  return /^(rules_version = '2'; )?service firebase\.storage \{ match \/b\/\{\w+\}\/o \{ match \/\{\w+=\*\*\} \{ allow read, write: if false; \} \} \}$/.test(text);
}

// firebase-tools evaluates storage.rules itself with Java 21 and its downloaded rules-runtime jar;
// where both are there, nothing here is needed.
function storageRulesRuntimeAvailable() {
  const { spawnSync } = require("node:child_process");
  const { existsSync, readdirSync } = require("node:fs");
  const dir = path.join(require("node:os").homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(dir) || !readdirSync(dir).some((f) => /^cloud-storage-rules-runtime-.*\.jar$/.test(f))) return false;
  const r = spawnSync("java", ["-version"], { encoding: "utf8" });
  const m = /version "(\d+)/.exec(`${r.stdout ?? ""}${r.stderr ?? ""}`);
  return m !== null && Number(m[1]) >= 21;
}

if (isFirebaseCli && process.env.READBRIGHT_EMULATOR_PRELOAD === "1") {
  const toolsLib = path.dirname(path.dirname(require.resolve("firebase-tools/lib/bin/firebase.js", { paths: [path.dirname(cli), process.cwd()] })));
  const from = (rel) => require(path.join(toolsLib, rel));

  const commandUtils = from("emulator/commandUtils");
  const checkJava = commandUtils.checkJavaMajorVersion;
  commandUtils.checkJavaMajorVersion = async () => {
    const major = await checkJava();
    // The packaged Firestore emulator (1.19.x) runs on Java 11+; report "supported" for it.
    return major >= 11 ? commandUtils.MIN_SUPPORTED_JAVA_MAJOR_VERSION : major;
  };

  if (!storageRulesRuntimeAvailable()) {
    const { StorageEmulator } = from("emulator/storage/index");
    const server = from("emulator/storage/server");
    const utils = from("utils");
    const { FirebaseError } = from("error"); // the CLI prints its message, not "An unexpected error"

    // firebase-tools' own validator still runs on every client request: admin credentials pass (as the
    // admin SDK bypasses rules in production) and anything else is put to the ruleset, which here
    // answers what the deny-all storage.rules would: not permitted.
    const denyAll = { verify: async () => ({ permitted: false, issues: { exist: () => false, all: [] } }) };
    StorageEmulator.prototype.createRulesManager = function createRulesManager(rules) {
      for (const source of Array.isArray(rules) ? rules.map((r) => r.rules) : [rules]) {
        if (!isDenyAll(source.content)) {
          throw new FirebaseError(
            `${source.name} is not the deny-all ruleset, and this machine cannot evaluate Storage rules ` +
              "(no Java 21 with firebase-tools' rules-runtime jar; docs/decisions/0002-offline-emulators.md). " +
              "Change the stand-in in scripts/emulator-preload.cjs together with the rules.",
          );
        }
      }
      return { start: async () => undefined, stop: async () => undefined, getRuleset: () => denyAll };
    };
    // firebase-tools' start and stop, without the Java rules runtime.
    StorageEmulator.prototype.start = async function start() {
      await this._rulesManager.start();
      const { host, port } = this.getInfo();
      this._app = await server.createApp(this.args.projectId, this);
      this.destroyServer = utils.createDestroyer(this._app.listen(port, host));
    };
    StorageEmulator.prototype.stop = async function stop() {
      await this._persistence.deleteAll();
      await this._rulesManager.stop();
      return this.destroyServer ? this.destroyServer() : undefined;
    };
  }
}

module.exports = { isDenyAll };
