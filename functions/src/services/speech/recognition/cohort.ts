// The cohort of an item: real English words that sound nearly like its answer ("ant", "bat", "add" for
// "at"). pocketsphinx decodes against them as well as the item's own phrases, so a word a child says that
// is close to the answer is heard as that word rather than pulled onto the answer (docs/decisions/0033).
// Built offline from CMUdict by the calibration run (speech-cohorts.json); only pronunciations are kept.
import type { BankAssessment } from "../../../content/types";
import { trustKey } from "./calibration";
import { grammarWords } from "./grammar";
import type { Lexicon } from "./grammar";
import { phrasesFor } from "./mark-recording";

/** Edit distance between two phone sequences, stopping early once it must exceed `max` (then max + 1). */
export function phoneDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How far a cohort reaches: one phone for short answers, two once the answer has six phones or more. */
export const cohortReach = (phones: number) => (phones >= 6 ? 2 : 1);

/** Every distinct pronunciation of a real word in CMUdict text, as phones. */
export function dictionaryPronunciations(dictionary: string): string[][] {
  const found = new Map<string, string[]>();
  for (const line of dictionary.split("\n")) {
    const fields = line.replace(/#.*$/, "").trim().split(/\s+/);
    // Letters only: CMUdict's abbreviations and punctuation entries ("'em", "a.") are not what children say.
    if (fields.length < 2 || !/^[a-z]+(\(\d+\))?$/.test(fields[0] ?? "")) continue;
    const phones = fields.slice(1);
    found.set(phones.join(" "), phones);
  }
  return [...found.values()];
}

/**
 * Every pronunciation within reach of one of the answer's pronunciations, except the ones in `exclude`
 * (the item's own phrases: an accepted answer said another way is not a neighbour). Sorted, so the file it
 * is written to changes only when the dictionary or the bank does.
 */
export function cohortOf(answer: readonly (readonly string[])[], exclude: ReadonlySet<string>, pronunciations: readonly (readonly string[])[]): string[] {
  const found = new Set<string>();
  for (const phones of pronunciations) {
    const key = phones.join(" ");
    if (exclude.has(key) || found.has(key)) continue;
    if (answer.some((a) => phoneDistance(a, phones, cohortReach(a.length)) <= cohortReach(a.length))) found.add(key);
  }
  return [...found].sort();
}

/** Every way a phrase can be said, word by word from the lexicons in order ("cat map": each of cat's times each of map's). */
export function phrasePronunciations(phrase: string, lexicons: readonly Lexicon[]): string[][] {
  let ways: string[][] = [[]];
  for (const word of grammarWords(phrase)) {
    const found = lexicons.map((lexicon) => lexicon(word)).find((p) => p && p.length > 0);
    if (!found) return [];
    ways = ways.flatMap((way) => found.map((phones) => [...way, ...phones.split(" ")]));
  }
  return ways;
}

/** The cohort of every spoken item of the bank, by trustKey, from CMUdict's text. */
export function bankCohorts(bank: readonly BankAssessment[], dictionary: string, lexicons: readonly Lexicon[]): Record<string, string[]> {
  const pronunciations = dictionaryPronunciations(dictionary);
  const out: Record<string, string[]> = {};
  for (const assessment of bank) {
    for (const q of assessment.questions) {
      if (q.question_type !== "recording") continue;
      const [answer] = phrasesFor(q.key);
      if (answer === undefined) continue;
      const own = [...(q.key.accepted ?? []), ...(q.key.foils ?? [])].flatMap((p) => phrasePronunciations(p, lexicons).map((w) => w.join(" ")));
      out[trustKey(assessment.id, q.id)] = cohortOf(phrasePronunciations(answer, lexicons), new Set(own), pronunciations);
    }
  }
  return out;
}
