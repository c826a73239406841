// Ages 11 to 14 in Spanish, version 1 (decision 50). Written for Spanish, not translated: the same kinds
// of item, counts and order as age-11-14-v1. A published version never changes: add a new one.
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, letterMemory, pictureMemory, pictureOrder, spotMemory } from "../es/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, soundMatch, syllables } from "../es/phonological-items";
import { SPANISH_SPATIAL } from "../es/spatial-items";
import { age11To14SpatialV1 } from "./age-11-14-spatial-v1";

export const AGE_11_14_ES_V1 = defineAssessment("age-11-14", 1, "Prueba de habilidades de lectura para 11 a 14 años", [
  // Memoria: de cuatro a seis dibujos, cinco o seis números, letras en espejo.
  // Decoys whose names all start with p (pato, perro, pelota, pez).
  practice(spotMemory(101, ["cup", "dog", "tree"], ["duck", "dog", "ball", "fish"])),
  pictureMemory(102, ["moon", "bell", "egg", "cat"], ["cat", "sun", "egg", "mouse", "bell", "key", "moon", "leaf"]),
  digitSpan(103, "62837", ["62387", "62837", "26837", "68237"]),
  pictureOrder(104, ["star", "fish", "clock", "apple", "hat"], [
    ["star", "fish", "apple", "clock", "hat"],
    ["star", "fish", "clock", "apple", "hat"],
    ["fish", "star", "clock", "apple", "hat"],
    ["star", "clock", "fish", "apple", "hat"],
  ]),
  pictureMemory(105, ["book", "duck", "house", "tree", "kite"], ["tree", "cup", "kite", "bird", "book", "flower", "house", "drum", "duck"]),
  letterMemory(106, ["d", "p", "b"], ["b", "d", "p", "q"]),
  spotMemory(107, ["sun", "ball", "leaf", "key", "bird"], ["moon", "cat", "leaf", "egg", "dog"]),
  digitSpan(108, "947152", ["947512", "947152", "974152", "941752"]),
  pictureMemory(109, ["drum", "apple", "sock", "star", "boat", "mouse"], ["mouse", "hat", "boat", "apple", "cup", "drum", "fish", "star", "sock", "bell"]),
  pictureOrder(110, ["egg", "pig", "moon", "cup", "flower"], [
    ["egg", "moon", "pig", "cup", "flower"],
    ["egg", "pig", "moon", "cup", "flower"],
    ["pig", "egg", "moon", "flower", "cup"],
    ["egg", "pig", "cup", "moon", "flower"],
  ]),
  letterMemory(111, ["b", "q"], ["b", "d", "p", "q"]),

  // Conciencia espacial: the same pictures as in English (age-11-14-spatial-v1.ts).
  ...age11To14SpatialV1(SPANISH_SPATIAL),

  // Conciencia fonológica: rima por el acento, sonidos dentro de la palabra, pseudopalabras largas, ortografía.
  practice(rhyme(301, "cantar", "saltar", true)),
  practice(sayWord(302, "pelota", ["pelo", "paleta", "bota"])),
  // Both end in -ol, but the rhyme starts at the stressed vowel: ÁR-bol, fa-ROL.
  rhyme(303, "árbol", "farol", false),
  soundMatch(304, "pasillo", "first two", ["ball", "duck", "dog", "fish"], "duck"),
  syllables(305, "computadora", 5, [3, 4, 5, 6]),
  deletion(306, { word: "grato", without: "second", result: "gato", answer: "say", foils: ["grato", "rato", "gata"] }),
  nonword(307, "brondalesco", [], ["bondalesco", "brondaleco"]),
  // b and v sound the same: a rhyme spelt differently.
  rhyme(308, "nave", "sabe", true),
  deletion(309, { word: "mundo", without: "third", result: "mudo", answer: "type" }),
  soundMatch(310, "cristal", "last", ["flower", "tree", "cup", "drum"], "tree"),
  // A silent h, and ch.
  dictation(311, `Todavía no he ${GAP} la tarea.`, "hecho"),
  // a-e is a hiatus: two syllables.
  syllables(312, "aeropuerto", 5, [3, 4, 5, 6]),
  nonword(313, "dafrelumo", [], ["dafelumo"]),
  deletion(314, { word: "prisa", without: "second", result: "pisa", answer: "say", foils: ["prisa", "risa", "pesa"] }),
  // A silent h and ll.
  dictation(315, `El perro dejó una ${GAP} en el barro.`, "huella"),
], "es");
