// `npm run retention [-- --dry-run]`: one retention run against the emulators `npm start` runs:
// recordings past RETENTION.recordingDays deleted, each job's counts printed. --dry-run only counts.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { connect } from "node:net";
import { EMULATOR_HOSTS, PROJECT_ID, root, run } from "./stack.mjs";

/** Whether something answers on host:port. */
function answers(hostPort) {
  const [host, port] = hostPort.split(":");
  return new Promise((resolve) => {
    const socket = connect(Number(port), host, () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

if (!(await answers(EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST))) {
  console.error("The emulators are not running: start the app with `npm start` in another terminal, then run this again.");
  process.exit(1);
}
const cli = join(root, "functions", "lib", "retention-cli.js");
if (!existsSync(cli)) run("npm", ["run", "build", "-w", "functions"]);
run("node", [cli, ...process.argv.slice(2)], {
  env: { ...process.env, ...EMULATOR_HOSTS, STORAGE_BUCKET: `${PROJECT_ID}.appspot.com` },
});
