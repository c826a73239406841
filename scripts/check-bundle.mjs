// The performance budget for the public home page: the JavaScript a first visit to `/` loads before
// anything is lazy (entry, its static imports, and what index.html preloads) must stay within 120 kB gzipped.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./stack.mjs";

const BUDGET_BYTES = 120 * 1024;
const dist = join(root, "web", "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");

const initial = new Set();
const queue = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
while (queue.length) {
  const file = queue.pop();
  if (initial.has(file)) continue;
  initial.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  // Static imports only (`from"./x.js"`, `import"./x.js"`); dynamic import() chunks load later.
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`assets/${m[1]}`);
}

let total = 0;
for (const file of initial) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${file}`);
}
console.log(`initial JS for /: ${(total / 1024).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1024} kB)`);
if (total > BUDGET_BYTES) {
  console.error("The home page is over its JavaScript budget: keep Firebase, forms and charts out of its first load.");
  process.exit(1);
}
