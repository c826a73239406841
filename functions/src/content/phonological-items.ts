// Phonological awareness items: rhyme, sounds in words, syllables, taking away and swapping sounds,
// repeating made-up words, and dictation with a missing word.
import { GAP } from "@readbright/domain/assessment";
import { buildQuestion, indexesWhere } from "./build-question";
import type { ObjectName } from "./images";
import type { BankQuestion } from "./types";

const YES_NO = [{ title: "Yes" }, { title: "No" }];
const PHONOLOGICAL = "phonological_awareness" as const;

export function rhyme(id: number, first: string, second: string, rhymes: boolean): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "true_false",
    question_subtype: "rhyme",
    title: `Do "${first}" and "${second}" rhyme?`,
    options: YES_NO,
    correct: [rhymes ? 0 : 1],
  });
}

const SOUND_QUESTIONS = {
  first: "starts with the same sound as",
  last: "ends with the same sound as",
  middle: "has the same middle sound as",
  "first two": "starts with the same two sounds as",
} as const;

/** Pictures named aloud; one shares a sound with the word. */
export function soundMatch(id: number, word: string, where: keyof typeof SOUND_QUESTIONS, options: ObjectName[], answer: ObjectName): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "single_select",
    question_subtype: "sound_match",
    title: `Which picture ${SOUND_QUESTIONS[where]} "${word}"?`,
    options: options.map((name) => ({ title: name, image: name })),
    correct: indexesWhere(options, (name) => name === answer),
  });
}

/** Written words, one shares a sound with the word in the title. */
export function wordSoundMatch(id: number, title: string, options: string[], answer: string): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "single_select",
    question_subtype: "sound_match",
    title,
    options: options.map((word) => ({ title: word })),
    correct: indexesWhere(options, (word) => word === answer),
  });
}

/** `claps` words it for the youngest band, who clap syllables rather than name them. */
export function syllables(id: number, word: string, count: number, choices: number[], claps = false): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "radio",
    question_subtype: "syllables",
    title: claps ? `How many claps are in "${word}"? Clap it to find out.` : `How many syllables are in "${word}"?`,
    options: choices.map((n) => ({ title: String(n) })),
    correct: indexesWhere(choices, (n) => n === count),
  });
}

export interface DeletionItem {
  word: string;
  /** "first sound", "second sound", ... or a part of the word such as "foot". */
  without: string;
  result: string;
  answer: "say" | "type";
  /** Spoken only: plausible wrong answers for the recogniser (AnswerKey.foils). */
  foils?: string[];
}

/**
 * Sounds are named by position ("the first sound") rather than written as /k/, so speech synthesis
 * never has to say a sound on its own.
 */
export function deletion(id: number, item: DeletionItem): BankQuestion {
  const part = item.without.endsWith(" sound") ? `the ${item.without}` : `"${item.without}"`;
  const say = item.answer === "say";
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: say ? "recording" : "open_end",
    question_subtype: "sound_deletion",
    title: say ? `Say "${item.word}" without ${part}.` : `Type the word you get when you say "${item.word}" without ${part}.`,
    accepted: [item.result],
    ...(say && item.foils ? { foils: item.foils } : {}),
  });
}

/** Phoneme substitution, typed. */
export function swapFirstSound(id: number, word: string, from: string, result: string): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "open_end",
    question_subtype: "sound_swap",
    title: `Change the first sound of "${word}" to the first sound of "${from}". Type the new word.`,
    accepted: [result],
  });
}

/** A spoonerism, spoken. */
export function spoonerism(id: number, first: string, second: string, result: string, foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "sound_swap",
    title: `Swap the first sounds of "${first}" and "${second}". Say the two new words.`,
    accepted: [result],
    foils,
  });
}

/** A real word to repeat: the practice recording, so the microphone steps are learnt on an easy item. */
export function sayWord(id: number, word: string, foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "word_repetition",
    title: `Say the word "${word}".`,
    accepted: [word],
    foils,
  });
}

/**
 * Non-word repetition; `spellings` are ways a transcript may write what was said correctly, `foils`
 * the near misses the recogniser listens for (a sound dropped or changed; see pronunciations.ts).
 */
export function nonword(id: number, word: string, spellings: string[], foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "nonword_repetition",
    title: `Listen, then say this made-up word: "${word}".`,
    accepted: [word, ...spellings],
    foils,
  });
}

/**
 * Dictation: the whole sentence is read aloud, the title shows it with a gap, and the missing word is
 * typed, or picked from spellings when `choices` are given.
 */
export function dictation(id: number, sentence: string, word: string, choices?: string[]): BankQuestion {
  if (!sentence.includes(GAP)) throw new Error(`Dictation ${id} has no gap`);
  return buildQuestion({
    id,
    section_type: PHONOLOGICAL,
    question_type: "transcript_omission",
    question_subtype: "dictation",
    title: `Listen, then ${choices ? "choose" : "type"} the missing word: "${sentence}"`,
    gapWord: word,
    ...(choices
      ? { options: choices.map((choice) => ({ title: choice })), correct: indexesWhere(choices, (choice) => choice === word) }
      : { accepted: [word] }),
  });
}
