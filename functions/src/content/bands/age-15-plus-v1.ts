// Ages 15 and over, version 1. A published version never changes: add a new one (docs/assessment-content.md).
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, letterMemory, pictureMemory, pictureOrder, spotMemory } from "../en/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, spoonerism, swapFirstSound, syllables, wordSoundMatch } from "../en/phonological-items";
import { ENGLISH_SPATIAL } from "../en/spatial-items";
import { age15PlusSpatialV1 } from "./age-15-plus-spatial-v1";

export const AGE_15_PLUS_V1 = defineAssessment("age-15-plus", 1, "Reading skills check for ages 15 and over", [
  // Memory: five to seven pictures, six or seven numbers, mirror letters.
  practice(spotMemory(101, ["clock", "egg", "kite", "pig"], ["cup", "kite", "sock", "hat"])),
  pictureMemory(102, ["bell", "tree", "fish", "hat", "boat"], ["fish", "key", "hat", "moon", "bell", "duck", "boat", "sun", "tree"]),
  digitSpan(103, "948267", ["948627", "942867", "948267", "984267"]),
  pictureOrder(104, ["star", "cup", "mouse", "leaf", "car", "egg"], [
    ["star", "cup", "leaf", "mouse", "car", "egg"],
    ["star", "cup", "mouse", "leaf", "car", "egg"],
    ["cup", "star", "mouse", "leaf", "egg", "car"],
    ["star", "mouse", "cup", "leaf", "car", "egg"],
  ]),
  letterMemory(105, ["d", "p", "b"], ["b", "d", "p", "q"]),
  pictureMemory(106, ["apple", "dog", "kite", "sock", "clock", "flower"], ["sock", "book", "clock", "pig", "apple", "kite", "drum", "flower", "cat", "dog"]),
  digitSpan(107, "3106592", ["3106952", "3160592", "3105692", "3106592"]),
  spotMemory(108, ["ball", "house", "drum", "moon", "cat", "leaf"], ["star", "key", "drum", "bird", "egg"]),
  pictureOrder(109, ["boat", "pig", "sun", "book", "bell", "tree"], [
    ["boat", "pig", "sun", "bell", "book", "tree"],
    ["boat", "sun", "pig", "book", "bell", "tree"],
    ["pig", "boat", "sun", "book", "tree", "bell"],
    ["boat", "pig", "sun", "book", "bell", "tree"],
  ]),
  pictureMemory(110, ["cup", "duck", "star", "car", "mouse", "egg", "key"], ["egg", "cup", "fish", "key", "star", "bird", "mouse", "car", "duck", "hat"]),
  digitSpan(111, "5820716", ["5827016", "5820716", "5280716", "5820761"]),

  // Spatial awareness (age-15-plus-spatial-v1.ts, the same in Spanish): turning both hands of shapes, flipped pairs, chains of turns, mirror letters at speed.
  ...age15PlusSpatialV1(ENGLISH_SPATIAL),

  // Phonological awareness: rhymes against spelling, sounds deep inside words, swaps, long made-up words, spelling.
  practice(rhyme(301, "eight", "late", true)),
  practice(sayWord(302, "window", ["widow", "winter"])),
  rhyme(303, "bough", "rough", false),
  rhyme(304, "laugh", "half", true),
  syllables(305, "responsibility", 6, [4, 5, 6, 7]),
  deletion(306, { word: "desk", without: "third", result: "deck", answer: "say", foils: ["desk", "disk", "debt"] }),
  swapFirstSound(307, "light", "fan", "fight"),
  nonword(308, "prundalifer", ["prundaliffer", "prundalifa"], ["pundalifer"]),
  spoonerism(309, "mat", "cap", "cat map", ["mat cap", "map cat", "cap mat"]),
  dictation(310, `It is ${GAP} to bring a pen.`, "necessary"),
  deletion(311, { word: "clamp", without: "fourth", result: "clap", answer: "type" }),
  wordSoundMatch(312, 'Which word has the same vowel sound as "great"?', ["grit", "meat", "weight", "treat"], "weight"),
  nonword(313, "tomblistrade", ["tomblistraid", "tomblestrade"], ["tomblistade"]),
  dictation(314, `Keep the two groups ${GAP}.`, "separate"),
  syllables(315, "unbelievable", 5, [3, 4, 5, 6]),
]);
