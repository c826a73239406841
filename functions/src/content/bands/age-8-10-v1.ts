// Ages 8 to 10, version 1. A published version never changes: add a new one (docs/assessment-content.md).
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, pictureMemory, pictureOrder, spotMemory } from "../en/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../en/phonological-items";
import { ENGLISH_SPATIAL } from "../en/spatial-items";
import { age8To10SpatialV1 } from "./age-8-10-spatial-v1";

export const AGE_8_10_V1 = defineAssessment("age-8-10", 1, "Reading skills check for ages 8 to 10", [
  // Memory: three to five pictures, four or five numbers.
  practice(spotMemory(101, ["cup", "star", "dog"], ["key", "star", "boat", "egg"])),
  pictureMemory(102, ["apple", "kite", "bell"], ["bell", "sock", "apple", "moon", "kite", "pig"]),
  digitSpan(103, "5183", ["5138", "5183", "1583", "5813"]),
  pictureMemory(104, ["fish", "tree", "car", "hat"], ["hat", "duck", "tree", "book", "car", "sun", "fish", "drum"]),
  spotMemory(105, ["bird", "clock", "leaf", "mouse"], ["duck", "clock", "flower", "cat"]),
  pictureOrder(106, ["kite", "egg", "bird", "drum"], [
    ["kite", "egg", "drum", "bird"],
    ["kite", "egg", "bird", "drum"],
    ["egg", "kite", "bird", "drum"],
    ["kite", "bird", "egg", "drum"],
  ]),
  pictureMemory(107, ["moon", "sock", "cup", "flower"], ["cup", "star", "flower", "apple", "moon", "key", "sock", "bell"]),
  digitSpan(108, "62941", ["62491", "69241", "62941", "62914"]),
  spotMemory(109, ["pig", "boat", "house", "ball", "key"], ["dog", "cat", "apple", "ball"]),
  pictureMemory(110, ["star", "drum", "dog", "egg", "book"], ["book", "cat", "egg", "sun", "dog", "star", "fish", "drum", "tree"]),

  // Spatial awareness (age-8-10-spatial-v1.ts, the same in Spanish): all four mirror letters, first turned shapes, quarter and half turns.
  ...age8To10SpatialV1(ENGLISH_SPATIAL),

  // Phonological awareness: rhymes spelt differently, first and last sounds, syllables, taking away sounds.
  practice(rhyme(301, "boat", "coat", true)),
  practice(sayWord(302, "moon", ["noon", "spoon", "man"])),
  rhyme(303, "house", "mouse", true),
  rhyme(304, "clock", "click", false),
  soundMatch(305, "kite", "first", ["cup", "fish", "tree", "sun"], "cup"),
  syllables(306, "elephant", 3, [2, 3, 4]),
  deletion(307, { word: "farm", without: "first", result: "arm", answer: "say", foils: ["farm", "harm", "am"] }),
  soundMatch(308, "dog", "last", ["cat", "sun", "pig", "fish"], "pig"),
  nonword(309, "trelp", [], ["help", "tell", "telp"]),
  syllables(310, "caterpillar", 4, [2, 3, 4, 5]),
  deletion(311, { word: "stop", without: "first", result: "top", answer: "say", foils: ["stop", "pop", "tap"] }),
  dictation(312, `We went to the ${GAP} to buy bread.`, "shop"),
  rhyme(313, "blue", "shoe", true),
  deletion(314, { word: "cart", without: "last", result: "car", answer: "type" }),
  nonword(315, "plimmet", ["plimmit", "plimet", "plimit"], ["limit", "plummet", "pimmet"]),
  dictation(316, `My best ${GAP} lives next door.`, "friend"),
]);
