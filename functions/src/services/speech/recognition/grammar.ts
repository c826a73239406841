// The words of what pocketsphinx listens for, each with its pronunciation from the shipped dictionary
// (made-up words) or CMUdict (real words).
import { normaliseAnswer } from "../../../content/grade-answer";

export class MissingPronunciationError extends Error {
  constructor(readonly words: string[]) {
    super(`No pronunciation for: ${words.join(", ")}`);
  }
}

/** "Cat, map!" -> ["cat", "map"]: the words as the grammar and dictionary spell them. */
export function grammarWords(phrase: string): string[] {
  return normaliseAnswer(phrase).split(" ").filter(Boolean);
}

export type Lexicon = (word: string) => readonly string[] | undefined;

/**
 * The dictionary lines for every word of the phrases ("word PH ON ES", alternates as "word(2) ..."),
 * from the lexicons in order. A word no lexicon knows is an error: the bank must ship its pronunciation.
 */
export function dictionaryFor(phrases: readonly string[], lexicons: readonly Lexicon[]): string {
  const words = [...new Set(phrases.flatMap(grammarWords))];
  const missing: string[] = [];
  const lines = words.flatMap((word) => {
    const found = lexicons.map((lexicon) => lexicon(word)).find((p) => p && p.length > 0);
    if (!found) {
      missing.push(word);
      return [];
    }
    return found.map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}`);
  });
  if (missing.length > 0) throw new MissingPronunciationError(missing);
  return `${lines.join("\n")}\n`;
}

const ENTRY = /^[^\s(;]+(?:\(\d+\))?\s+(.+?)\s*(?:#.*)?$/;

/**
 * Looks words up in CMUdict text ("word PH ON ES", its alternates "word(2) ..." on the lines after it,
 * ";;;" comments) without parsing the whole of it: an instance keeps the 126,000 entries as text and
 * finds the few words a grammar needs, each remembered. Parsing them all into a map cost every new
 * instance a fifth of a second of CPU and 60 MB, paid on its first recording.
 */
export function dictionaryLookup(text: string): Lexicon {
  const lines = `\n${text.replace(/\r/g, "")}\n`;
  const known = new Map<string, string[]>();
  /** The pronunciation on the line starting at `from` (just after its newline). */
  const entry = (from: number): string | undefined => ENTRY.exec(lines.slice(from, lines.indexOf("\n", from)))?.[1];
  return (word) => {
    const cached = known.get(word);
    if (cached) return cached;
    if (word === "" || /[\s(;]/.test(word)) return undefined;
    const found: string[] = [];
    const main = lines.indexOf(`\n${word} `);
    // Alternates follow their word, after any "word'" entries (CMUdict is sorted); one listed without
    // its word is looked for anywhere.
    for (let at = main >= 0 ? main : lines.indexOf(`\n${word}(`); at >= 0 && at < lines.length - 1; at = lines.indexOf("\n", at + 1)) {
      const next = lines[at + 1 + word.length];
      if (!lines.startsWith(word, at + 1) || (next !== " " && next !== "(" && next !== "'")) break;
      const pronunciation = next === "'" ? undefined : entry(at + 1);
      if (pronunciation !== undefined) found.push(pronunciation);
    }
    if (found.length === 0) return undefined;
    known.set(word, found);
    return found;
  };
}
