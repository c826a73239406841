// The English a page in Spanish must not show: every message of the web app's catalogs whose Spanish differs
// (web/src/locales), cut at its placeholders and tags into runs of three or more words. A page's text, and
// its accessible names, titles and placeholders, are searched for them (issue 31).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

const LOCALES = fileURLToPath(new URL("../../web/src/locales", import.meta.url));

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

/** Runs of three or more English words, from messages whose Spanish is not the same text. */
export function englishRuns(): string[] {
  const runs = new Set<string>();
  for (const file of readdirSync(join(LOCALES, "es")).filter((name) => name.endsWith(".po"))) {
    for (const [key, spanish] of entries(join(LOCALES, "es", file))) {
      const english = key.split("\u0004")[1] as string;
      if (spanish === english) continue;
      for (const piece of english.split(/\{[^}]*\}|<\/?\d+\/?>|[#]/)) {
        const run = piece.trim().replace(/\s+/g, " ");
        if (run.split(" ").filter((word) => /[A-Za-z]/.test(word)).length >= 3) runs.add(run);
      }
    }
  }
  return [...runs];
}

/** What the page says: its visible text, and the names, titles and placeholders of its elements. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")).flatMap((element) =>
      ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.body.innerText, document.title, ...attributes].join("\n").replace(/\s+/g, " ");
  });
}

/** The English runs `page` shows. */
export async function englishLeft(page: Page, runs: readonly string[]): Promise<string[]> {
  const words = await pageWords(page);
  return runs.filter((run) => words.includes(run));
}
