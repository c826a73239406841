// The closed grammar pocketsphinx decodes against: the item's phrases only, each word with its
// pronunciation from the shipped dictionary (made-up words) or CMUdict (real words).
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

/** A JSGF grammar with one public rule: any one of the phrases. */
export function jsgfGrammar(phrases: readonly string[]): string {
  const alternatives = [...new Set(phrases.map((p) => grammarWords(p).join(" ")).filter(Boolean))];
  if (alternatives.length === 0) throw new Error("A grammar needs at least one phrase");
  return `#JSGF V1.0;\ngrammar answer;\npublic <answer> = ${alternatives.join(" | ")};\n`;
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

/** Parses CMUdict text ("word PH ON ES", "word(2) ...", ";;;" comments) into word -> pronunciations. */
export function parseDictionary(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([^\s(;]+)(?:\(\d+\))?\s+(.+?)\s*(?:#.*)?$/.exec(line);
    if (!match) continue;
    const [, word, phones] = match as unknown as [string, string, string];
    const list = entries.get(word) ?? [];
    list.push(phones);
    entries.set(word, list);
  }
  return entries;
}

/**
 * Agreement across decodes of the same recording (tempo and pitch nudged): the phrase most of them
 * heard and the share that heard it. A systematic mishearing survives this, which is why the threshold
 * is set on the evaluation set (docs/assessment-content.md), not assumed.
 */
export function agreement(hypotheses: readonly (string | null)[]): { transcript: string | null; confidence: number } {
  if (hypotheses.length === 0) return { transcript: null, confidence: 0 };
  const counts = new Map<string | null, number>();
  for (const h of hypotheses) counts.set(h, (counts.get(h) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [h, count] of counts) {
    if (count > bestCount) {
      best = h;
      bestCount = count;
    }
  }
  return { transcript: best, confidence: best === null ? 0 : bestCount / hypotheses.length };
}
