// The phonological items in Spanish, built on how Spanish sounds: rhyme from the last stressed vowel
// (consonant rhyme, and assonance for the oldest), syllables, taking away a syllable or a sound, first
// and last sounds, swapping sounds, made-up words that follow Spanish spelling (pseudopalabras, which
// Spanish spells one way, so they rarely need other spellings), dictation.
import { phonologicalItems } from "../phonological-items";
import type { PhonologicalWording } from "../phonological-items";
import { spanishWord } from "./object-words";

export const SPANISH_PHONOLOGICAL: PhonologicalWording = {
  language: "es",
  yes: "Sí",
  no: "No",
  pictureName: spanishWord,
  rhyme: {
    plain: (first, second) => `¿Riman «${first}» y «${second}»?`,
    consonante: (first, second) => `¿Tienen rima consonante «${first}» y «${second}»?`,
    asonante: (first, second) => `¿Tienen rima asonante «${first}» y «${second}»?`,
  },
  soundMatch: {
    first: (word) => `¿Qué dibujo empieza con el mismo sonido que «${word}»?`,
    last: (word) => `¿Qué dibujo termina con el mismo sonido que «${word}»?`,
    "first two": (word) => `¿Qué dibujo empieza con los mismos dos sonidos que «${word}»?`,
  },
  syllables: (word) => `¿Cuántas sílabas tiene «${word}»?`,
  claps: (word) => `¿Cuántas palmadas tiene «${word}»? Da palmadas para averiguarlo.`,
  soundPositions: {
    first: "el primer sonido",
    second: "el segundo sonido",
    third: "el tercer sonido",
    fourth: "el cuarto sonido",
    last: "el último sonido",
  },
  part: (part) => `«${part}»`,
  sayWithout: (word, part) => `Di «${word}» sin ${part}.`,
  typeWithout: (word, part) => `Escribe la palabra que queda si dices «${word}» sin ${part}.`,
  swapFirstSound: (word, from) => `Cambia el primer sonido de «${word}» por el primer sonido de «${from}». Escribe la palabra nueva.`,
  spoonerism: (first, second) => `Intercambia los primeros sonidos de «${first}» y «${second}». Di las dos palabras nuevas.`,
  sayWord: (word) => `Di la palabra «${word}».`,
  nonword: (word) => `Escucha y di esta palabra inventada: «${word}».`,
  chooseMissingWord: (sentence) => `Escucha y elige la palabra que falta: «${sentence}»`,
  typeMissingWord: (sentence) => `Escucha y escribe la palabra que falta: «${sentence}»`,
};

export const { rhyme, soundMatch, wordSoundMatch, syllables, deletion, swapFirstSound, spoonerism, sayWord, nonword, dictation } =
  phonologicalItems(SPANISH_PHONOLOGICAL);
