// Puts a prerendered page into the built index.html: its markup in #root, its own <title> in the head
// (React renders it inside the page), and the page's stylesheets and script preloads before </head>.
import type { PageAssets } from "./page-assets";

const TITLE = /<title>[\s\S]*?<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';

export function pageHtml(template: string, markup: string, assets: PageAssets): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The page template has no empty ${EMPTY_ROOT}`);
  const title = TITLE.exec(markup)?.[0];
  if (!title) throw new Error("The page rendered no <title>");
  const body = markup.replace(TITLE, "");
  const tags = [
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return template
    .replace(TITLE, () => title)
    .replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
