// `npm run deploy -- --project <id>`: builds, then deploys Hosting first and everything else after it.
// The function names question pictures by content hash (decision 10) and Hosting caches those URLs for a
// year, so the pictures must be live before any function names them: a browser that met a 404 there could
// keep it. The other way round costs at most a moment of the new page asking an older function.
import { spawnSync } from "node:child_process";
import { root } from "./stack.mjs";

const args = process.argv.slice(2);

function run(cmd, cmdArgs) {
  console.log(`\n$ ${cmd} ${cmdArgs.join(" ")}`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "build"]);
run("npx", ["firebase", "deploy", "--only", "hosting", ...args]);
run("npx", ["firebase", "deploy", "--except", "hosting", ...args]);
