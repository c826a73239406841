// Ages 8 to 10 in Spanish, version 1 (decision 50). Written for Spanish, not translated: the same kinds
// of item, counts and order as age-8-10-v1. A published version never changes: add a new one.
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, pictureMemory, pictureOrder, spotMemory } from "../es/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../es/phonological-items";
import { SPANISH_SPATIAL } from "../es/spatial-items";
import { age8To10SpatialV1 } from "./age-8-10-spatial-v1";

export const AGE_8_10_ES_V1 = defineAssessment("age-8-10", 1, "Prueba de habilidades de lectura para 8 a 10 años", [
  // Memoria: de tres a cinco dibujos, cuatro o cinco números.
  practice(spotMemory(101, ["hat", "bell", "leaf"], ["sun", "bell", "cat", "apple"])),
  pictureMemory(102, ["moon", "cup", "fish"], ["fish", "tree", "cup", "kite", "moon", "dog"]),
  digitSpan(103, "7264", ["7246", "2764", "7264", "7624"]),
  pictureMemory(104, ["star", "egg", "book", "house"], ["book", "clock", "house", "ball", "star", "duck", "egg", "sock"]),
  // Decoys that look alike: a bird for the duck, a mouse for the cat.
  spotMemory(105, ["duck", "tree", "key", "cat"], ["bird", "key", "mouse", "flower"]),
  pictureOrder(106, ["sun", "drum", "leaf", "cup"], [
    ["sun", "drum", "cup", "leaf"],
    ["drum", "sun", "leaf", "cup"],
    ["sun", "drum", "leaf", "cup"],
    ["sun", "leaf", "drum", "cup"],
  ]),
  pictureMemory(107, ["apple", "pig", "clock", "bird"], ["bird", "hat", "pig", "sun", "apple", "moon", "clock", "kite"]),
  digitSpan(108, "49173", ["49137", "49713", "94173", "49173"]),
  spotMemory(109, ["egg", "boat", "dog", "flower", "hat"], ["cat", "hat", "ball", "mouse"]),
  pictureMemory(110, ["kite", "fish", "star", "house", "cup"], ["cup", "egg", "house", "book", "fish", "kite", "tree", "star", "drum"]),

  // Conciencia espacial: the same pictures as in English (age-8-10-spatial-v1.ts).
  ...age8To10SpatialV1(SPANISH_SPATIAL),

  // Conciencia fonológica: rima, primer y último sonido, sílabas, quitar sonidos, pseudopalabras, dictado.
  practice(rhyme(301, "flor", "calor", true)),
  practice(sayWord(302, "luna", ["cuna", "lana", "uña"])),
  rhyme(303, "ventana", "campana", true),
  // Only the stressed vowel differs.
  rhyme(304, "mesa", "misa", false),
  soundMatch(305, "goma", "first", ["duck", "cat", "sun", "leaf"], "cat"),
  syllables(306, "tomate", 3, [2, 3, 4]),
  deletion(307, { word: "pala", without: "first", result: "ala", answer: "say", foils: ["pala", "bala", "la"] }),
  soundMatch(308, "papel", "last", ["sun", "cup", "house", "duck"], "sun"),
  nonword(309, "trelpo", [], ["telpo", "trepo", "delpo"]),
  // "cié" is one syllable: a diphthong.
  syllables(310, "murciélago", 4, [2, 3, 4, 5]),
  deletion(311, { word: "plancha", without: "first", result: "lancha", answer: "say", foils: ["plancha", "pancha", "ancha"] }),
  // A silent h and c for the sound of s.
  dictation(312, `Mi abuela ${GAP} pan todos los días.`, "hace"),
  rhyme(313, "canción", "camión", true),
  deletion(314, { word: "mesas", without: "last", result: "mesa", answer: "type" }),
  nonword(315, "pilmeta", [], ["limeta", "pileta", "pimeta"]),
  // v for the sound of b.
  dictation(316, `Las abejas ${GAP} sobre las flores.`, "vuelan"),
], "es");
