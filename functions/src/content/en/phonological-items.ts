// The phonological items in English: phonological-items.ts with English titles; a picture is called by its name.
import { phonologicalItems } from "../phonological-items";
import type { PhonologicalWording } from "../phonological-items";

export const ENGLISH_PHONOLOGICAL: PhonologicalWording = {
  language: "en",
  yes: "Yes",
  no: "No",
  pictureName: (name) => name,
  rhyme: {
    plain: (first, second) => `Do "${first}" and "${second}" rhyme?`,
  },
  soundMatch: {
    first: (word) => `Which picture starts with the same sound as "${word}"?`,
    last: (word) => `Which picture ends with the same sound as "${word}"?`,
    middle: (word) => `Which picture has the same middle sound as "${word}"?`,
    "first two": (word) => `Which picture starts with the same two sounds as "${word}"?`,
  },
  syllables: (word) => `How many syllables are in "${word}"?`,
  claps: (word) => `How many claps are in "${word}"? Clap it to find out.`,
  soundPositions: {
    first: "the first sound",
    second: "the second sound",
    third: "the third sound",
    fourth: "the fourth sound",
    last: "the last sound",
  },
  part: (part) => `"${part}"`,
  sayWithout: (word, part) => `Say "${word}" without ${part}.`,
  typeWithout: (word, part) => `Type the word you get when you say "${word}" without ${part}.`,
  swapFirstSound: (word, from) => `Change the first sound of "${word}" to the first sound of "${from}". Type the new word.`,
  spoonerism: (first, second) => `Swap the first sounds of "${first}" and "${second}". Say the two new words.`,
  sayWord: (word) => `Say the word "${word}".`,
  nonword: (word) => `Listen, then say this made-up word: "${word}".`,
  chooseMissingWord: (sentence) => `Listen, then choose the missing word: "${sentence}"`,
  typeMissingWord: (sentence) => `Listen, then type the missing word: "${sentence}"`,
};

export const { rhyme, soundMatch, wordSoundMatch, syllables, deletion, swapFirstSound, spoonerism, sayWord, nonword, dictation } =
  phonologicalItems(ENGLISH_PHONOLOGICAL);
