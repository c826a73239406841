// `npm run build -w web [-- --mode emulator]`: the app (vite build), then the public pages prerendered into
// it (docs/decisions/0031). A server build of src/entry-server.tsx renders each page with React's own
// server renderer; each becomes dist/<page>/index.html (the home page dist/index.html), with its text, its
// title, its pictures and its stylesheets in the HTML, and the app's code started after the first paint. The bare shell the app's other routes fall back to
// is dist/app.html (firebase.json), so /dashboard never shows the home page's text while it starts.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { writeServiceWorker } from "./service-worker.mjs";

const web = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(web, "dist");
const serverDir = join(web, ".cache", "prerender");

const modeAt = process.argv.indexOf("--mode");
const mode = modeAt >= 0 ? process.argv[modeAt + 1] : undefined;

await build({ root: web, mode });
await build({
  root: web,
  mode,
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true },
});

const server = await import(pathToFileURL(join(serverDir, "entry-server.js")).href);
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const template = readFileSync(join(dist, "index.html"), "utf8");
// app.html is the shell of every page but the public ones: it preloads their routes' chunk with the entry,
// so that no page waits for one before the other (src/app/app-routes.tsx), and the other languages' catalog
// addresses, so that a page read in Spanish does not wait for them before its catalogs.
const appRoutes = Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === "app-routes");
if (!appRoutes) throw new Error("The app-routes chunk is not in the build manifest");
// The other languages' catalog addresses (src/lib/i18n/translated-catalogs.ts), for a page read in one.
const translatedCatalogs = Object.values(manifest).find((chunk) => chunk.isDynamicEntry && chunk.name === "translated-catalogs");
if (!translatedCatalogs) throw new Error("The translated-catalogs chunk is not in the build manifest");
const appRoutesPreload = [appRoutes.file, translatedCatalogs.file, ...(appRoutes.imports ?? []).map((key) => manifest[key]?.file)]
  .filter((file) => file && !template.includes(`/${file}"`) && !file.startsWith("index"))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join("\n    ");
writeFileSync(join(dist, "app.html"), template.replace("</head>", () => `  ${appRoutesPreload}\n  </head>`));

const starter = readFileSync(join(web, "scripts", "start-after-paint.js"));
const startScript = `/assets/start-after-paint-${createHash("sha256").update(starter).digest("hex").slice(0, 8)}.js`;
writeFileSync(join(dist, startScript), starter);

for (const { path, englishPath, locale, module, catalogs } of server.PRERENDERED_PAGES) {
  const markup = await server.renderPage(path);
  if (!/<h1[\s>]/.test(markup)) throw new Error(`The prerendered ${path} has no <h1>: did its page fail to load?`);
  // The page's chunks and its catalogs in its language, preloaded together (decision 49).
  const assets = server.pageAssets(manifest, module);
  if (locale !== "en") assets.scripts.push(`/${translatedCatalogs.file}`);
  for (const catalog of catalogs) {
    // The English shell's catalog is part of the entry (lib/i18n/catalogs.ts): no chunk of its own.
    const chunk = manifest[catalog];
    if (chunk && !assets.scripts.includes(`/${chunk.file}`)) assets.scripts.push(`/${chunk.file}`);
  }
  const alternates = Object.fromEntries(
    server.PRERENDERED_PAGES.filter((page) => page.englishPath === englishPath).map((page) => [page.locale, page.path]),
  );
  const html = server.pageHtml(template, markup, assets, startScript, { lang: locale, alternates: { ...alternates, "x-default": englishPath } });
  const file = path === "/" ? join(dist, "index.html") : join(dist, path.slice(1), "index.html");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${path} -> ${file.slice(web.length + 1)} (${(html.length / 1024).toFixed(1)} kB)`);
}
rmSync(serverDir, { recursive: true, force: true });
await writeServiceWorker(dist);
