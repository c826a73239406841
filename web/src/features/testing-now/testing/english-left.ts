// For the Spanish tests: the English of a catalog still on the page. Every message of the catalog is cut at
// its placeholders and tags, and each piece of three words or more is looked for in the page's text and in
// the words it gives assistive technology (aria-label, title, placeholder, alt) and the document's title.
const catalogs = import.meta.glob<string>("../../../locales/en/*.po", { query: "?raw", import: "default", eager: true });

function englishPieces(catalog: string): string[] {
  const po = catalogs[`../../../locales/en/${catalog}.po`];
  if (po === undefined) throw new Error(`No English catalog is named ${catalog}`);
  const ids = [...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => JSON.parse(`"${match[1]}"`) as string);
  return ids
    .flatMap((id) => id.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.split(/\s+/).length >= 3);
}

function pageWords(): string {
  const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
    ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.title, document.body.textContent ?? "", ...attributes].join("\n");
}

/** The pieces of `catalog`'s English messages found on the page: none once it is all in Spanish. */
export function englishLeft(catalog: string): string[] {
  const words = pageWords();
  return englishPieces(catalog).filter((piece) => words.includes(piece));
}
