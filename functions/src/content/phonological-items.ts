// Phonological awareness items: rhyme, sounds in words, syllables, taking away and swapping sounds,
// repeating real and made-up words, and dictation with a missing word. Written once; each language gives
// its words (en/, es/phonological-items.ts). Sounds are named by position ("the first sound") rather
// than written as /k/, so speech synthesis never has to say a sound on its own.
import { GAP } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { buildQuestion, indexesWhere } from "./build-question";
import type { OptionDraft, QuestionDraft } from "./build-question";
import type { ObjectName } from "./images";
import type { BankQuestion } from "./types";

/** "consonante": the same sounds from the last stressed vowel on; "asonante": the same vowels only (Spanish). */
export type RhymeKind = "plain" | "consonante" | "asonante";
/** Where in a word the sound a sound-match item asks about is. */
export type SoundPlace = "first" | "last" | "middle" | "first two";
/** A sound a deletion takes away, by its position. */
export type SoundPosition = "first" | "second" | "third" | "fourth" | "last";

/**
 * A language's words for the phonological items. Kinds of rhyme and places of a sound it does not ask
 * about are left out; a band that asks one anyway fails to build, naming it.
 */
export interface PhonologicalWording {
  language: TestLanguage;
  yes: string;
  no: string;
  pictureName: (name: ObjectName) => string;
  rhyme: Partial<Record<RhymeKind, (first: string, second: string) => string>>;
  soundMatch: Partial<Record<SoundPlace, (word: string) => string>>;
  syllables: (word: string) => string;
  /** The youngest band's syllables question: they clap syllables rather than name them. */
  claps: (word: string) => string;
  soundPositions: Record<SoundPosition, string>;
  /** A part of a word (a syllable, or a word inside it) as a deletion names it. */
  part: (part: string) => string;
  sayWithout: (word: string, part: string) => string;
  typeWithout: (word: string, part: string) => string;
  swapFirstSound: (word: string, from: string) => string;
  spoonerism: (first: string, second: string) => string;
  sayWord: (word: string) => string;
  nonword: (word: string) => string;
  chooseMissingWord: (sentence: string) => string;
  typeMissingWord: (sentence: string) => string;
}

export interface DeletionItem {
  word: string;
  /** A sound by its position, or a part of the word (a syllable or a word inside it), such as "foot". */
  without: SoundPosition | { part: string };
  result: string;
  answer: "say" | "type";
  /** Spoken only: plausible wrong answers for the recogniser (AnswerKey.foils). */
  foils?: string[];
}

type PhonologicalDraft = Omit<QuestionDraft, "section_type" | "language">;

/** The phonological builders, asking in the wording's language. */
export function phonologicalItems(wording: PhonologicalWording) {
  const { language } = wording;
  const phonologicalQuestion = (draft: PhonologicalDraft) => buildQuestion({ ...draft, section_type: "phonological_awareness", language });

  function rhyme(id: number, first: string, second: string, rhymes: boolean, kind: RhymeKind = "plain"): BankQuestion {
    const ask = wording.rhyme[kind];
    if (!ask) throw new Error(`No ${language} wording for a ${kind} rhyme`);
    return phonologicalQuestion({
      id,
      question_type: "true_false",
      question_subtype: "rhyme",
      title: ask(first, second),
      options: [{ title: wording.yes }, { title: wording.no }],
      correct: [rhymes ? 0 : 1],
    });
  }

  function soundMatchQuestion(id: number, title: string, options: OptionDraft[], correct: number[]): BankQuestion {
    return phonologicalQuestion({ id, question_type: "single_select", question_subtype: "sound_match", title, options, correct });
  }

  /** Pictures named aloud; one shares a sound with the word. */
  function soundMatch(id: number, word: string, where: SoundPlace, options: ObjectName[], answer: ObjectName): BankQuestion {
    const ask = wording.soundMatch[where];
    if (!ask) throw new Error(`No ${language} wording for a match of the ${where} sound`);
    const pictures = options.map((name) => ({ title: wording.pictureName(name), image: name }));
    return soundMatchQuestion(id, ask(word), pictures, indexesWhere(options, (name) => name === answer));
  }

  /** Written words, one shares a sound with the word in the title. */
  function wordSoundMatch(id: number, title: string, options: string[], answer: string): BankQuestion {
    return soundMatchQuestion(id, title, options.map((word) => ({ title: word })), indexesWhere(options, (word) => word === answer));
  }

  /** `claps` words it for the youngest band, who clap syllables rather than name them. */
  function syllables(id: number, word: string, count: number, choices: number[], claps = false): BankQuestion {
    return phonologicalQuestion({
      id,
      question_type: "radio",
      question_subtype: "syllables",
      title: claps ? wording.claps(word) : wording.syllables(word),
      options: choices.map((n) => ({ title: String(n) })),
      correct: indexesWhere(choices, (n) => n === count),
    });
  }

  function deletion(id: number, item: DeletionItem): BankQuestion {
    const part = typeof item.without === "string" ? wording.soundPositions[item.without] : wording.part(item.without.part);
    const say = item.answer === "say";
    return phonologicalQuestion({
      id,
      question_type: say ? "recording" : "open_end",
      question_subtype: "sound_deletion",
      title: say ? wording.sayWithout(item.word, part) : wording.typeWithout(item.word, part),
      accepted: [item.result],
      ...(say && item.foils ? { foils: item.foils } : {}),
    });
  }

  /** Phoneme substitution, typed. */
  function swapFirstSound(id: number, word: string, from: string, result: string): BankQuestion {
    return phonologicalQuestion({
      id,
      question_type: "open_end",
      question_subtype: "sound_swap",
      title: wording.swapFirstSound(word, from),
      accepted: [result],
    });
  }

  /** A spoonerism, spoken. */
  function spoonerism(id: number, first: string, second: string, result: string, foils: string[]): BankQuestion {
    return phonologicalQuestion({
      id,
      question_type: "recording",
      question_subtype: "sound_swap",
      title: wording.spoonerism(first, second),
      accepted: [result],
      foils,
    });
  }

  /** A real word to repeat: the practice recording, so the microphone steps are learnt on an easy item. */
  function sayWord(id: number, word: string, foils: string[]): BankQuestion {
    return phonologicalQuestion({
      id,
      question_type: "recording",
      question_subtype: "word_repetition",
      title: wording.sayWord(word),
      accepted: [word],
      foils,
    });
  }

  /**
   * Non-word repetition; `spellings` are ways a transcript may write what was said correctly, `foils`
   * the near misses the recogniser listens for (a sound dropped or changed; see pronunciations.ts).
   */
  function nonword(id: number, word: string, spellings: string[], foils: string[]): BankQuestion {
    return phonologicalQuestion({
      id,
      question_type: "recording",
      question_subtype: "nonword_repetition",
      title: wording.nonword(word),
      accepted: [word, ...spellings],
      foils,
    });
  }

  /**
   * Dictation: the whole sentence is read aloud, the title shows it with a gap, and the missing word is
   * typed, or picked from spellings when `choices` are given.
   */
  function dictation(id: number, sentence: string, word: string, choices?: string[]): BankQuestion {
    if (!sentence.includes(GAP)) throw new Error(`Dictation ${id} has no gap`);
    return phonologicalQuestion({
      id,
      question_type: "transcript_omission",
      question_subtype: "dictation",
      title: choices ? wording.chooseMissingWord(sentence) : wording.typeMissingWord(sentence),
      gapWord: word,
      ...(choices
        ? { options: choices.map((choice) => ({ title: choice })), correct: indexesWhere(choices, (choice) => choice === word) }
        : { accepted: [word] }),
    });
  }

  return { rhyme, soundMatch, wordSoundMatch, syllables, deletion, swapFirstSound, spoonerism, sayWord, nonword, dictation };
}
