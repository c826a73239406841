// Ages 11 to 14, version 1. A published version never changes: add a new one (docs/assessment-content.md).
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, letterMemory, pictureMemory, pictureOrder, spotMemory } from "../en/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../en/phonological-items";
import { ENGLISH_SPATIAL } from "../en/spatial-items";
import { age11To14SpatialV1 } from "./age-11-14-spatial-v1";

export const AGE_11_14_V1 = defineAssessment("age-11-14", 1, "Reading skills check for ages 11 to 14", [
  // Memory: four to six pictures, five or six numbers, mirror letters.
  practice(spotMemory(101, ["key", "fish", "bell"], ["book", "bell", "ball", "boat"])),
  pictureMemory(102, ["cat", "drum", "leaf", "boat"], ["leaf", "car", "boat", "duck", "cat", "bell", "drum", "egg"]),
  digitSpan(103, "73948", ["73498", "73948", "79348", "37948"]),
  pictureOrder(104, ["moon", "apple", "sock", "bird", "key"], [
    ["moon", "apple", "bird", "sock", "key"],
    ["apple", "moon", "sock", "bird", "key"],
    ["moon", "apple", "sock", "bird", "key"],
    ["moon", "sock", "apple", "bird", "key"],
  ]),
  pictureMemory(105, ["house", "pig", "clock", "star", "kite"], ["star", "tree", "kite", "house", "mouse", "clock", "hat", "pig", "cup"]),
  letterMemory(106, ["b", "q", "d"], ["b", "d", "p", "q"]),
  spotMemory(107, ["duck", "cup", "tree", "hat", "egg"], ["bird", "sock", "egg", "flower", "ball"]),
  digitSpan(108, "581624", ["581264", "518624", "581624", "586124"]),
  pictureMemory(109, ["sun", "book", "mouse", "flower", "car", "apple"], ["car", "fish", "apple", "sun", "dog", "flower", "mouse", "kite", "book", "moon"]),
  pictureOrder(110, ["drum", "cat", "leaf", "boat", "clock"], [
    ["drum", "cat", "leaf", "boat", "clock"],
    ["drum", "leaf", "cat", "boat", "clock"],
    ["cat", "drum", "leaf", "clock", "boat"],
    ["drum", "cat", "boat", "leaf", "clock"],
  ]),
  letterMemory(111, ["q", "p"], ["b", "d", "p", "q"]),

  // Spatial awareness (age-11-14-spatial-v1.ts, the same in Spanish): turned shapes among flipped ones, mirror letters at speed, chains of turns.
  ...age11To14SpatialV1(ENGLISH_SPATIAL),

  // Phonological awareness: rhymes against spelling, sounds inside words, longer made-up words, spelling.
  practice(rhyme(301, "chair", "bear", true)),
  practice(sayWord(302, "planet", ["plant", "plan", "planner"])),
  rhyme(303, "height", "weight", false),
  soundMatch(304, "flag", "first two", ["fish", "flower", "leaf", "house"], "flower"),
  syllables(305, "information", 4, [3, 4, 5, 6]),
  deletion(306, { word: "blend", without: "second", result: "bend", answer: "say", foils: ["blend", "lend", "bed"] }),
  nonword(307, "skrimbolent", ["scrimbolent", "skrimbolant", "scrimbolant"], ["skimbolent"]),
  rhyme(308, "through", "blue", true),
  deletion(309, { word: "stream", without: "third", result: "steam", answer: "type" }),
  soundMatch(310, "pin", "middle", ["sun", "cat", "dog", "fish"], "fish"),
  dictation(311, `Please be ${GAP} when you cross the road.`, "careful"),
  syllables(312, "calculator", 4, [3, 4, 5, 6]),
  nonword(313, "tafrelium", ["tafreelium", "taffrelium"], ["tafelium"]),
  deletion(314, { word: "snail", without: "second", result: "sail", answer: "say", foils: ["snail", "nail", "snake"] }),
  dictation(315, `The ${GAP} has books on every wall.`, "library"),
]);
