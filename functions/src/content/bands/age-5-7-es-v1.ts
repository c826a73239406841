// Ages 5 to 7 in Spanish, version 1 (decision 50). Written for Spanish, not translated: the same kinds
// of item, counts and order as age-5-7-v1. A published version never changes: add a new one.
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, pictureMemory, pictureOrder, spotMemory } from "../es/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../es/phonological-items";
import { SPANISH_SPATIAL } from "../es/spatial-items";
import { age5To7SpatialV1 } from "./age-5-7-spatial-v1";

export const AGE_5_7_ES_V1 = defineAssessment("age-5-7", 1, "Prueba de habilidades de lectura para 5 a 7 años", [
  // Memoria: dos o tres dibujos, tres números.
  practice(spotMemory(101, ["duck", "moon"], ["tree", "moon", "cup"])),
  pictureMemory(102, ["sun", "key"], ["key", "fish", "sun", "hat"]),
  spotMemory(103, ["cat", "star", "boat"], ["bird", "star", "apple", "drum"]),
  pictureMemory(104, ["egg", "flower", "dog"], ["house", "dog", "egg", "clock", "flower", "book"]),
  digitSpan(105, "385", ["358", "835", "385", "583"]),
  pictureMemory(106, ["ball", "leaf", "cup"], ["cup", "mouse", "leaf", "tree", "ball", "bell"]),
  pictureOrder(107, ["moon", "dog", "apple"], [
    ["dog", "moon", "apple"],
    ["moon", "apple", "dog"],
    ["moon", "dog", "apple"],
    ["apple", "dog", "moon"],
  ]),
  spotMemory(108, ["tree", "hat", "fish", "bell"], ["duck", "bell", "sun", "house"]),
  pictureMemory(109, ["bird", "book", "car"], ["car", "egg", "bird", "star", "book", "cat"]),

  // Conciencia espacial: the same pictures as in English (age-5-7-spatial-v1.ts).
  ...age5To7SpatialV1(SPANISH_SPATIAL),

  // Conciencia fonológica: rima, primer sonido, palmadas (sílabas), quitar una parte o un sonido, elegir una grafía.
  practice(rhyme(301, "gato", "pato", true)),
  practice(sayWord(302, "sol", ["col", "sal", "son"])),
  rhyme(303, "ratón", "camión", true),
  rhyme(304, "mesa", "luna", false),
  soundMatch(305, "mesa", "first", ["sun", "apple", "duck", "house"], "apple"),
  syllables(306, "casa", 2, [1, 2, 3], true),
  deletion(307, { word: "girasol", without: { part: "gira" }, result: "sol", answer: "say", foils: ["girasol", "gira", "col", "sal"] }),
  // The same first sound and letters, no rhyme: the stressed vowel differs.
  rhyme(308, "sopa", "sapo", false),
  soundMatch(309, "foca", "first", ["cat", "flower", "tree", "egg"], "flower"),
  syllables(310, "zapato", 3, [1, 2, 3], true),
  nonword(311, "mipo", [], ["pipo", "mico", "mapo"]),
  deletion(312, { word: "sal", without: "first", result: "al", answer: "say", foils: ["sal", "sol", "la"] }),
  // r against rr, and ll against y: spellings Spanish readers learn early.
  dictation(313, `Tengo una ${GAP} roja.`, "silla", ["siya", "silla", "cilla"]),
  // b against v, s against z.
  dictation(314, `Bebo agua en un ${GAP}.`, "vaso", ["baso", "vazo", "vaso"]),
], "es");
