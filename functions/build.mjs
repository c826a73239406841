// Bundles src/index.ts into lib/index.js. The shared @readbright/domain package is compiled in,
// while every runtime dependency stays external: a deploy installs functions/package.json alone.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const dependencies = Object.keys(pkg.dependencies ?? {});

// index.js is what Cloud Functions runs; retention-cli.js is `npm run retention` (scripts/retention.mjs),
// simulate-cli.js and evidence-cli.js `npm run simulate` and `npm run evidence`, all built from the
// command-line tools folder (tools/: never deployed as a function).
await build({
  entryPoints: {
    index: join(here, "src", "index.ts"),
    "retention-cli": join(here, "tools", "retention", "main.ts"),
    "simulate-cli": join(here, "tools", "evidence", "simulate-main.ts"),
    "evidence-cli": join(here, "tools", "evidence", "evidence-main.ts"),
  },
  outdir: join(here, "lib"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  // "pkg/*" too, so deep imports such as firebase-admin/auth stay external.
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: "info",
});
