// `npm run eval:speech`: bundles functions/tools/speech-eval/main.ts with esbuild and runs it (Node 20 cannot run TypeScript itself).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./stack.mjs";

const dir = mkdtempSync(join(tmpdir(), "readbright-eval-build-"));
try {
  const outfile = join(dir, "eval-speech.cjs");
  await build({ entryPoints: [join(root, "functions", "tools", "speech-eval", "main.ts")], outfile, bundle: true, platform: "node", target: "node20", format: "cjs", logLevel: "warning", external: ["firebase-functions", "firebase-functions/*"] });
  const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit", cwd: root });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
