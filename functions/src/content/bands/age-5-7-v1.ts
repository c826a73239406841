// Ages 5 to 7, version 1. A published version never changes: add a new one (docs/assessment-content.md).
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, pictureMemory, pictureOrder, spotMemory } from "../en/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../en/phonological-items";
import { direction, findEveryLetter, matchShape, samePair } from "../en/spatial-items";

export const AGE_5_7_V1 = defineAssessment("age-5-7", 1, "Reading skills check for ages 5 to 7", [
  // Memory: two or three pictures, three numbers.
  practice(spotMemory(101, ["cat", "sun"], ["ball", "sun", "tree"])),
  pictureMemory(102, ["apple", "fish"], ["fish", "boat", "key", "apple"]),
  spotMemory(103, ["bird", "house", "ball"], ["car", "moon", "house", "kite"]),
  pictureMemory(104, ["tree", "cup", "star"], ["star", "house", "cup", "dog", "bell", "tree"]),
  digitSpan(105, "274", ["724", "274", "247", "472"]),
  pictureMemory(106, ["boat", "key", "moon"], ["hat", "moon", "boat", "sun", "key", "egg"]),
  pictureOrder(107, ["sun", "fish", "car"], [
    ["fish", "sun", "car"],
    ["sun", "fish", "car"],
    ["sun", "car", "fish"],
    ["car", "fish", "sun"],
  ]),
  spotMemory(108, ["cat", "book", "drum", "leaf"], ["pig", "flower", "apple", "drum"]),
  pictureMemory(109, ["dog", "flower", "hat"], ["cat", "hat", "flower", "duck", "dog", "sock"]),

  // Spatial awareness: matching, mirror letters b and d, naming left and right.
  practice(matchShape(201, "fig-a-r0", ["fig-b-r0", "fig-a-r0", "fig-c-r0"])),
  matchShape(202, "letter-b", ["letter-d", "letter-p", "letter-q", "letter-b"]),
  direction(203, "left"),
  samePair(204, "pair-a-r0-r0"),
  matchShape(205, "letter-d", ["letter-b", "letter-q", "letter-d", "letter-p"]),
  samePair(206, "pair-b-r0-m0"),
  direction(207, "right"),
  matchShape(208, "fig-c-r0", ["fig-c-m0", "fig-c-r0", "fig-a-r0"]),
  findEveryLetter(209, "letter-b", ["letter-b", "letter-d", "letter-p", "letter-b", "letter-q", "letter-d"]),

  // Phonological awareness: rhyme, first sounds, claps, taking away a word or first sound, picking a spelling.
  practice(rhyme(301, "cat", "hat", true)),
  practice(sayWord(302, "sun", ["fun", "run", "sit"])),
  rhyme(303, "bell", "shell", true),
  rhyme(304, "sun", "pig", false),
  soundMatch(305, "ball", "first", ["sun", "boat", "fish", "cup"], "boat"),
  syllables(306, "rabbit", 2, [1, 2, 3], true),
  deletion(307, { word: "football", without: { part: "foot" }, result: "ball", answer: "say", foils: ["football", "foot", "fall", "bell"] }),
  rhyme(308, "fish", "fan", false),
  soundMatch(309, "moon", "first", ["cat", "tree", "mouse", "egg"], "mouse"),
  syllables(310, "banana", 3, [1, 2, 3], true),
  nonword(311, "bim", ["bimm", "bym"], ["bin", "him", "dim"]),
  deletion(312, { word: "cat", without: "first", result: "at", answer: "say", foils: ["cat", "hat", "it"] }),
  dictation(313, `The ${GAP} is hot.`, "sun", ["san", "sun", "nus"]),
  dictation(314, `I can see a ${GAP}.`, "dog", ["bog", "dgo", "dog"]),
]);
