// For the tests that render a page in Spanish: the English of a catalog still on the page (every feature's
// Spanish tests use it, with their own catalog).
import type { Messages } from "@lingui/core";

const NAMES = ["aria-label", "title", "placeholder", "alt"];

/** The literal words of a compiled message: its text between placeholders and tags. */
function pieces(message: unknown): string[] {
  const tokens: unknown[] = Array.isArray(message) ? message : [message];
  return tokens
    .flatMap((token) => (typeof token === "string" ? token.split(/<\/?\d+\/?>/) : []))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 3);
}

/**
 * The English messages of `english` (one feature's catalog) still shown: a message's words as the whole text
 * or name of an element, or the page's title, and its sentences anywhere in the page's text. Messages that
 * read the same in `spanish` are skipped.
 */
export function englishLeft(english: Messages, spanish: Messages, root: Element = document.body): string[] {
  const elements = [root, ...root.querySelectorAll("*")];
  const texts = new Set(elements.map((element) => element.textContent?.trim() ?? ""));
  const names = new Set(elements.flatMap((element) => NAMES.map((name) => element.getAttribute(name) ?? "")));
  names.add(document.title);
  const all = root.textContent ?? "";
  const left = new Set<string>();
  for (const [id, message] of Object.entries(english)) {
    if (JSON.stringify(message) === JSON.stringify(spanish[id])) continue;
    for (const piece of pieces(message)) {
      const sentence = piece.includes(" ") && piece.length >= 12;
      if ((sentence && all.includes(piece)) || texts.has(piece) || names.has(piece)) left.add(piece);
    }
  }
  return [...left];
}
