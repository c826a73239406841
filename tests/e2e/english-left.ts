// The English a page in Spanish must not show (issue 31), from every message of the web app's catalogs
// (web/src/locales) and the domain's words (locales/es/domain.ts, domain-forms.ts) whose Spanish differs:
// - runs of three or more words, cut at placeholders and tags, anywhere in the page's text and names;
// - whole messages (and the text between a message's tags), each the whole of a text, an element's text or
//   an accessible name: the short English ("Start", "Grade", "Save changes") a run cannot catch.
// English the Spanish itself contains (a brand, a typeface, "English" on the language switch) is never
// looked for.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { domainWords } from "./domain-words";

const LOCALES = fileURLToPath(new URL("../../web/src/locales", import.meta.url));

/**
 * English a Spanish page may show though a catalog has it as a whole message, each with its reason. Empty
 * for now: what is English in both languages (ReadBright, "English" on the language switch, the typefaces'
 * names) reads the same in the Spanish and is never looked for, and no test's people or places (Ada, Mia
 * Berg, Fjord Primary School) is a message of the app.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map<string, string>([]);

function entries(file: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = readFileSync(file, "utf8");
  for (const block of text.split(/\n\n/)) {
    if (block.includes("#~")) continue;
    const part = (key: string) => {
      const match = new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, "m").exec(block);
      return match?.[1] ? [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join("") : null;
    };
    const id = part("msgid");
    const translation = part("msgstr");
    if (id) found.set(`${part("msgctxt") ?? ""}\u0004${id}`, translation ?? "");
  }
  return found;
}

const normal = (text: string) => text.replace(/\s+/g, " ").trim();
const TAG = /<\/?\d+\/?>/g;

let pairs: [english: string, spanish: string][] | undefined;
/** English → Spanish of every catalog message and domain string that is translated into other words. */
function translated(): [english: string, spanish: string][] {
  pairs ??= [
    ...readdirSync(join(LOCALES, "es"))
      .filter((name) => name.endsWith(".po"))
      .flatMap((file) => [...entries(join(LOCALES, "es", file))].map(([key, spanish]): [string, string] => [key.split("\u0004")[1] as string, spanish])),
    ...domainWords(),
  ].filter(([english, spanish]) => spanish !== "" && spanish !== english);
  return pairs;
}

let spanishText: string | undefined;
/** All the Spanish, the text between its tags and placeholders on lines of its own. */
function spanishWords(): string {
  spanishText ??= translated()
    .flatMap(([, spanish]) => [normal(spanish.replace(TAG, "")), ...spanish.split(/\{[^}]*\}|<\/?\d+\/?>|#/).map(normal)])
    .join("\n");
  return spanishText;
}

/** Whether the Spanish says `english` too (a name, a quoted column): not a sign of English left. */
function spanishSays(english: string): boolean {
  return spanishWords().includes(english);
}

/** Runs of three or more English words, from messages whose Spanish is not the same text. */
export function englishRuns(): string[] {
  const runs = new Set<string>();
  for (const [english] of translated()) {
    for (const piece of english.split(/\{[^}]*\}|<\/?\d+\/?>|[#]/)) {
      const run = normal(piece);
      if (run.split(" ").filter((word) => /[A-Za-z]/.test(word)).length >= 3 && !spanishSays(run)) runs.add(run);
    }
  }
  return [...runs];
}

/**
 * Whole English messages without placeholders (their tags taken out), and the text between a message's tags:
 * on a Spanish page none of them is ever the whole of a text or a name. The Spanish's own lines are left out.
 */
export function englishMessages(): string[] {
  const whole = new Set<string>();
  for (const [english] of translated()) {
    for (const text of [english.replace(TAG, ""), ...english.split(TAG)]) {
      const message = normal(text);
      if (/[{}]/.test(message) || (message.match(/[A-Za-z]/g) ?? []).length < 2) continue;
      whole.add(message);
    }
  }
  const spanish = new Set(spanishWords().split("\n"));
  return [...whole].filter((message) => !spanish.has(message) && !ALLOWED.has(message));
}

/** What the page says: its visible text, and the names, titles and placeholders of its elements. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")).flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    const options = Array.from(document.querySelectorAll("option"), (option) => option.text);
    return [document.body.innerText, document.title, ...attributes, ...options].join("\n").replace(/\s+/g, " ");
  });
}

/**
 * Each thing the page shows or names, whole, with where it is: every text of a shown element, each element's
 * own text and all its text, the options of its lists, the page's title (and each part of it), its elements'
 * accessible names (aria-label and the like, title, placeholder, alt, a button's value, the text an
 * aria-labelledby points at) and the column names a table's cards show (data-label).
 */
export async function pageTexts(page: Page): Promise<[text: string, where: string][]> {
  return page.evaluate(() => {
    const found: [string, string][] = [];
    const add = (text: string | null | undefined, where: string) => {
      const value = (text ?? "").replace(/\s+/g, " ").trim();
      if (value) found.push([value, where]);
    };
    const tag = (element: Element) => `<${element.tagName.toLowerCase()}>`;
    const shown = (element: Element) => (element.closest("select, datalist") ?? element).checkVisibility();
    add(document.title, "the page's title");
    for (const part of document.title.split(" | ")) add(part, "the page's title");
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (!shown(element)) continue;
      const own = Array.from(element.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
      for (const node of own) add(node.textContent, `a text in ${tag(element)}`);
      add(own.map((node) => node.textContent).join(""), `${tag(element)}'s own text`);
      add(element.textContent, `${tag(element)}'s text`);
      // data-label: a table's column name, drawn beside each value on a card (data-table.css).
      for (const name of ["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "title", "placeholder", "alt", "data-label"]) {
        add(element.getAttribute(name), `${tag(element)}'s ${name}`);
      }
      if (element instanceof HTMLInputElement && ["button", "submit", "reset"].includes(element.type)) add(element.value, `${tag(element)}'s value`);
      for (const id of (element.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean)) {
        add(document.getElementById(id)?.textContent, `${tag(element)}'s aria-labelledby`);
      }
    }
    // A picture's name: never drawn, so never "shown" itself.
    for (const title of Array.from(document.body.querySelectorAll("svg title"))) {
      if (title.closest("svg")?.checkVisibility()) add(title.textContent, "an <svg>'s <title>");
    }
    return found;
  });
}

/** The English `page` shows: the runs it says anywhere, and whole messages (with where), each once. */
export async function englishLeft(page: Page, runs: readonly string[], messages: readonly string[] = englishMessages()): Promise<string[]> {
  const words = await pageWords(page);
  const left = runs.filter((run) => words.includes(run));
  const whole = new Set(messages);
  const seen = new Set(left);
  for (const [text, where] of await pageTexts(page)) {
    if (!whole.has(text) || seen.has(text)) continue;
    seen.add(text);
    left.push(`${text} (${where})`);
  }
  return left;
}
