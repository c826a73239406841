// Preloaded (NODE_OPTIONS=--require) into the firebase CLI only when this machine cannot run
// firebase-tools' own Firestore/Storage emulators offline (Java < 21, no downloadable jars).
// It changes two things inside the CLI process and nothing in any child process:
//  1. the Java version gate accepts Java >= 11, which Google's packaged Firestore emulator needs;
//  2. the Storage emulator starts without its Java rules runtime and applies storage.rules'
//     single rule itself: only the admin SDK (the functions) may read or write objects.
"use strict";
const path = require("node:path");

const cli = process.argv[1] || "";
const isFirebaseCli = /firebase-tools[\\/]lib[\\/]bin[\\/]firebase\.js$|[\\/]\.bin[\\/]firebase$/.test(cli);

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

  const { StorageEmulator } = from("emulator/storage/index");
  const server = from("emulator/storage/server");
  const utils = from("utils");
  const isAdmin = (authorization) => ["Bearer owner", "Firebase owner"].includes(authorization || "");
  StorageEmulator.prototype.start = async function start() {
    // storage.rules denies every client request; the admin SDK bypasses rules as in production.
    this.storageLayer._rulesValidator = {
      validate: async (_path, _bucket, _method, _vars, _projectId, authorization) => isAdmin(authorization),
    };
    const { host, port } = this.getInfo();
    this._app = await server.createApp(this.args.projectId, this);
    this.destroyServer = utils.createDestroyer(this._app.listen(port, host));
  };
  StorageEmulator.prototype.stop = async function stop() {
    await this._persistence.deleteAll();
    return this.destroyServer ? this.destroyServer() : undefined;
  };
}
