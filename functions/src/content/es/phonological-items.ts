// Phonological awareness items of the Spanish bank, built on how Spanish sounds: rhyme from the last
// stressed vowel (consonant rhyme, and assonance for the oldest), syllables, taking away a syllable or a
// sound, first and last sounds, swapping sounds, made-up words that follow Spanish spelling, dictation.
// Sounds are named by position ("el primer sonido"), so speech synthesis never says a sound on its own.
import { GAP } from "@readbright/domain/assessment";
import { buildQuestion, indexesWhere } from "../build-question";
import type { ObjectName } from "../images";
import type { BankQuestion } from "../types";
import { spanishWord } from "./object-words";

const ES = "es" as const;
const YES_NO = [{ title: "Sí" }, { title: "No" }];
const PHONOLOGICAL = "phonological_awareness" as const;

/** "consonante": the same sounds from the last stressed vowel on; "asonante": the same vowels only. */
export type RhymeKind = "plain" | "consonante" | "asonante";

const RHYME_QUESTIONS: Record<RhymeKind, string> = {
  plain: "¿Riman",
  consonante: "¿Tienen rima consonante",
  asonante: "¿Tienen rima asonante",
};

export function rhyme(id: number, first: string, second: string, rhymes: boolean, kind: RhymeKind = "plain"): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "true_false",
    question_subtype: "rhyme",
    title: `${RHYME_QUESTIONS[kind]} «${first}» y «${second}»?`,
    options: YES_NO,
    correct: [rhymes ? 0 : 1],
  });
}

const SOUND_QUESTIONS = {
  first: "empieza con el mismo sonido que",
  last: "termina con el mismo sonido que",
  "first two": "empieza con los mismos dos sonidos que",
} as const;

/** Pictures named aloud in Spanish; one shares a sound with the word. */
export function soundMatch(id: number, word: string, where: keyof typeof SOUND_QUESTIONS, options: ObjectName[], answer: ObjectName): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "single_select",
    question_subtype: "sound_match",
    title: `¿Qué dibujo ${SOUND_QUESTIONS[where]} «${word}»?`,
    options: options.map((name) => ({ title: spanishWord(name), image: name })),
    correct: indexesWhere(options, (name) => name === answer),
  });
}

/** Written words, one shares a sound with the word in the title. */
export function wordSoundMatch(id: number, title: string, options: string[], answer: string): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
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
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "radio",
    question_subtype: "syllables",
    title: claps ? `¿Cuántas palmadas tiene «${word}»? Da palmadas para averiguarlo.` : `¿Cuántas sílabas tiene «${word}»?`,
    options: choices.map((n) => ({ title: String(n) })),
    correct: indexesWhere(choices, (n) => n === count),
  });
}

const SOUND_POSITIONS = {
  first: "el primer sonido",
  second: "el segundo sonido",
  third: "el tercer sonido",
  fourth: "el cuarto sonido",
  last: "el último sonido",
} as const;

export interface DeletionItem {
  word: string;
  /** A sound by its position, or a part of the word (a syllable or a word inside it), such as "gira". */
  without: keyof typeof SOUND_POSITIONS | { part: string };
  result: string;
  answer: "say" | "type";
  /** Spoken only: plausible wrong answers for the recogniser (AnswerKey.foils). */
  foils?: string[];
}

export function deletion(id: number, item: DeletionItem): BankQuestion {
  const part = typeof item.without === "string" ? SOUND_POSITIONS[item.without] : `«${item.without.part}»`;
  const say = item.answer === "say";
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: say ? "recording" : "open_end",
    question_subtype: "sound_deletion",
    title: say ? `Di «${item.word}» sin ${part}.` : `Escribe la palabra que queda si dices «${item.word}» sin ${part}.`,
    accepted: [item.result],
    ...(say && item.foils ? { foils: item.foils } : {}),
  });
}

/** Phoneme substitution, typed. */
export function swapFirstSound(id: number, word: string, from: string, result: string): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "open_end",
    question_subtype: "sound_swap",
    title: `Cambia el primer sonido de «${word}» por el primer sonido de «${from}». Escribe la palabra nueva.`,
    accepted: [result],
  });
}

/** A spoonerism, spoken. */
export function spoonerism(id: number, first: string, second: string, result: string, foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "sound_swap",
    title: `Intercambia los primeros sonidos de «${first}» y «${second}». Di las dos palabras nuevas.`,
    accepted: [result],
    foils,
  });
}

/** A real word to repeat: the practice recording. */
export function sayWord(id: number, word: string, foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "word_repetition",
    title: `Di la palabra «${word}».`,
    accepted: [word],
    foils,
  });
}

/**
 * Non-word repetition (pseudopalabras): Spanish spelling says each made-up word one way, so `spellings`
 * is rarely needed; `foils` are the near misses (a sound dropped or changed).
 */
export function nonword(id: number, word: string, spellings: string[], foils: string[]): BankQuestion {
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "recording",
    question_subtype: "nonword_repetition",
    title: `Escucha y di esta palabra inventada: «${word}».`,
    accepted: [word, ...spellings],
    foils,
  });
}

/** Dictation: the whole sentence is read aloud; the missing word is typed, or picked from spellings. */
export function dictation(id: number, sentence: string, word: string, choices?: string[]): BankQuestion {
  if (!sentence.includes(GAP)) throw new Error(`Dictation ${id} has no gap`);
  return buildQuestion({
    id,
    language: ES,
    section_type: PHONOLOGICAL,
    question_type: "transcript_omission",
    question_subtype: "dictation",
    title: `Escucha y ${choices ? "elige" : "escribe"} la palabra que falta: «${sentence}»`,
    gapWord: word,
    ...(choices
      ? { options: choices.map((choice) => ({ title: choice })), correct: indexesWhere(choices, (choice) => choice === word) }
      : { accepted: [word] }),
  });
}
