// For the Spanish tests: which English words of this feature's catalog are still on screen. Every text and
// every accessible name or description (aria-label, aria-valuetext, alt, title, placeholder) is compared
// with the catalog's English: a whole message word for word, or a fragment of three words or more between
// its placeholders anywhere inside. The bank's words and the domain's are not in the catalog, so they count
// for nothing here.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const CATALOG = join(dirname(fileURLToPath(import.meta.url)), "../../../locales/en/assessment.po");
const ATTRIBUTES = ["aria-label", "aria-valuetext", "alt", "title", "placeholder"];

/** The literal pieces of an ICU message: its plural options' words, and the text between placeholders. */
function pieces(message: string): string[] {
  const options = [...message.matchAll(/(?:one|other) \{([^{}]*)\}/g)].map((match) => (match[1] ?? "").replace(/#/g, " "));
  const outside = message.replace(/\{[^{}]*\{[^{}]*\}[^{}]*\{[^{}]*\}\}/g, " ").split(/\{[^{}]*\}/);
  return [...options, ...outside].map((piece) => piece.replace(/<\/?\d+>/g, " ").trim()).filter(Boolean);
}

function englishMessages(): { whole: Set<string>; fragments: string[] } {
  const po = readFileSync(CATALOG, "utf8");
  const ids = [...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => JSON.parse(`"${match[1]}"`) as string);
  const whole = new Set(ids.filter((id) => !id.includes("{")));
  const fragments = ids.flatMap(pieces).filter((piece) => piece.split(/\s+/).length >= 3);
  return { whole, fragments };
}

function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  for (const element of root.querySelectorAll("*")) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  // Whole lines too: a message split into several text nodes (a Trans with a Plural inside).
  for (const element of root.querySelectorAll("p, h1, h2, button, label, li")) texts.push(element.textContent ?? "");
  return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The catalog's English found under `root` (the page's body by default): empty once all is in Spanish. */
export function englishLeft(root: HTMLElement = document.body): string[] {
  const { whole, fragments } = englishMessages();
  const found = new Set<string>();
  for (const text of shownTexts(root)) {
    if (whole.has(text)) found.add(text);
    for (const fragment of fragments) if (text.includes(fragment)) found.add(fragment);
  }
  return [...found];
}
