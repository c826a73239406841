// Puts a prerendered page into the built index.html: its markup in #root, its own <title> in the head
// (React renders it inside the page), its stylesheets before </head>, and the app's scripts started only
// after the first paint (web/scripts/start-after-paint.js), preloaded with the page's own chunks then. Each
// page says its language and names its address in every language (decision 49), for readers and search engines.
import type { PageAssets } from "./page-assets";

/** The page's language and its address in each language, by language code. */
export interface PageLanguages {
  lang: string;
  alternates: Record<string, string>;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function pageHtml(template: string, markup: string, assets: PageAssets, startScript: string, languages?: PageLanguages): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page template has no empty ${EMPTY_ROOT}`);
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error("The page template has no module script for the app's entry");
  const title = TITLE.exec(markup)?.[0];
  if (!title) throw new Error("The page rendered no <title>");
  const preload = [...[...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string), ...assets.scripts];
  const start = `<script type="module" crossorigin src="${startScript}" data-app-entry="${entry}" data-preload="${preload.join(" ")}"></script>`;
  const styles = assets.styles.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `).join("");
  const alternates = Object.entries(languages?.alternates ?? {})
    .map(([lang, href]) => `  <link rel="alternate" hreflang="${lang}" href="${href}">\n  `)
    .join("");
  const lang = languages?.lang;
  return template
    .replace(/<html lang="[^"]*">/, (tag) => (lang ? `<html lang="${lang}">` : tag))
    .replace(TITLE, () => title)
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY, () => start)
    .replace("</head>", () => `${styles}${alternates}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup.replace(TITLE, "")}</div>`);
}
