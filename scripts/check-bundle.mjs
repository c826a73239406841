// The JavaScript budgets (docs/decisions/0031), in gzipped bytes of the built web/dist:
// - `/`: what the prerendered home page loads: the script that starts the app after the first paint, the
//   app's entry and the chunks it preloads then, each with its static imports: at most 95 kB.
// - the player (`/assessment/:id`): the app's entry and the player page's lazy chunk, each with its static
//   imports: at most 150 kB. What either loads later with import() (Firebase Auth, for one) is not counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./stack.mjs";

const KB = 1024;
const dist = join(root, "web", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const PLAYER_PAGE = "src/features/assessment/routes/assessment.tsx";

/** The JavaScript files an HTML page names: scripts, module preloads and the ones it starts after painting. */
function scriptsOf(htmlFile) {
  const html = readFileSync(join(dist, htmlFile), "utf8");
  const named = [
    ...[...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-app-entry="\/([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) => m[1].split(" ").filter(Boolean).map((href) => href.slice(1))),
  ];
  if (named.length === 0) throw new Error(`${htmlFile} names no JavaScript`);
  return named;
}

/** `files` and every file they import statically (`from"./x.js"`, `import"./x.js"`); import() loads later. */
function withStaticImports(files) {
  const all = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (all.has(file)) continue;
    all.add(file);
    const code = readFileSync(join(dist, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${m[1]}`);
  }
  return all;
}

function check(name, files, budgetKb) {
  let total = 0;
  console.log(`${name}:`);
  for (const file of [...files].sort()) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${(size / KB).toFixed(1).padStart(6)} kB  ${file}`);
  }
  const ok = total <= budgetKb * KB;
  console.log(`${ok ? "PASS" : "OVER"}  ${name}: ${(total / KB).toFixed(1)} kB gzipped (budget ${budgetKb} kB)\n`);
  return ok;
}

const player = manifest[PLAYER_PAGE];
if (!player) throw new Error(`${PLAYER_PAGE} is not in the build manifest: has the player's route moved?`);

const results = [
  check("initial JS for /", withStaticImports(scriptsOf("index.html")), 95),
  check("JS for the player (/assessment/:id)", withStaticImports([...scriptsOf("app.html"), player.file]), 150),
];
if (results.includes(false)) {
  console.error("Over a JavaScript budget: keep Firebase, forms and charts out of the public pages, and the player's chunk lean.");
  process.exit(1);
}
