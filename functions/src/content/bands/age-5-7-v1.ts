// Ages 5 to 7, version 1. A published version never changes: add a new one (docs/assessment-content.md).
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, pictureMemory, pictureOrder, spotMemory } from "../en/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../en/phonological-items";
import { ENGLISH_SPATIAL } from "../en/spatial-items";
import { age5To7SpatialV1 } from "./age-5-7-spatial-v1";

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

  // Spatial awareness (age-5-7-spatial-v1.ts, the same in Spanish): matching, mirror letters b and d, naming left and right.
  ...age5To7SpatialV1(ENGLISH_SPATIAL),

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
