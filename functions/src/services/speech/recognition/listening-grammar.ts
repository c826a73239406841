// What pocketsphinx listens for, as a Sphinx finite-state grammar: the item's phrases, the words that
// sound nearly like its answer (its cohort), and "something else": a free loop of phones entered at a
// cost. Whichever explains the audio best wins, so a word the item does not know is heard as not one of
// its phrases instead of being pulled onto the nearest one (docs/decisions/0033).
import { grammarWords } from "./grammar";

/** The phones of pocketsphinx-en-us's acoustic model (CMUdict's set without stress). */
export const PHONES = [
  "AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH", "IY", "JH", "K", "L", "M",
  "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V", "W", "Y", "Z", "ZH",
] as const;

/** Dictionary words that are not English words: a cohort member, or one phone of the free loop. */
const COHORT_PREFIX = "_near";
const PHONE_PREFIX = "_phone_";

export interface ListeningGrammar {
  /** The grammar in Sphinx FSG format. */
  fsg: string;
  /** Dictionary lines for the cohort and the phones (the phrases' own words come from the lexicons). */
  extraDictionary: string;
}

/**
 * The grammar for `phrases` with `cohort` (pronunciations) as competitors and a phone loop whose entry
 * costs `otherPenalty` (log10: 3 means a probability of 10^-3 against 1 for a phrase).
 */
export function listeningGrammar(phrases: readonly string[], cohort: readonly string[], otherPenalty: number): ListeningGrammar {
  const lines: string[] = [];
  let states = 3; // 0: start, 1: end, 2: inside the phone loop
  const alternatives = [...new Set(phrases.map((p) => grammarWords(p).join(" ")).filter(Boolean))];
  if (alternatives.length === 0) throw new Error("A grammar needs at least one phrase");
  for (const phrase of alternatives) {
    const words = phrase.split(" ");
    let from = 0;
    words.forEach((word, i) => {
      const to = i === words.length - 1 ? 1 : states++;
      lines.push(`TRANSITION ${from} ${to} 1.0 ${word}`);
      from = to;
    });
  }
  const dictionary: string[] = [];
  cohort.forEach((phones, i) => {
    dictionary.push(`${COHORT_PREFIX}${i} ${phones}`);
    lines.push(`TRANSITION 0 1 1.0 ${COHORT_PREFIX}${i}`);
  });
  const entry = (10 ** -otherPenalty).toExponential(6);
  for (const phone of PHONES) {
    const word = `${PHONE_PREFIX}${phone.toLowerCase()}`;
    dictionary.push(`${word} ${phone}`);
    lines.push(`TRANSITION 0 2 ${entry} ${word}`, `TRANSITION 2 2 1.0 ${word}`);
  }
  lines.push("TRANSITION 2 1 1.0");
  return {
    fsg: `FSG_BEGIN answer\nNUM_STATES ${states}\nSTART_STATE 0\nFINAL_STATE 1\n${lines.join("\n")}\nFSG_END\n`,
    extraDictionary: `${dictionary.join("\n")}\n`,
  };
}

/** What a decode heard: one of the phrases (as the grammar spells it), or something else. */
export type Hypothesis = { phrase: string } | { other: true } | null;

/** Reads the words of a hypothesis line back: a cohort word or a phone anywhere means "something else". */
export function hypothesisOf(words: readonly string[]): Hypothesis {
  const spoken = words.filter((w) => !/^(<.*>|\[.*\]|\+.*\+|\(NULL\))$/.test(w)).map((w) => w.replace(/\(\d+\)$/, ""));
  if (spoken.length === 0) return null;
  if (spoken.some((w) => w.startsWith("_"))) return { other: true };
  return { phrase: spoken.join(" ") };
}
