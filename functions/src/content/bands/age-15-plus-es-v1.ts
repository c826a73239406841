// Ages 15 and over in Spanish, version 1 (decision 50). Written for Spanish, not translated: the same
// kinds of item, counts and order as age-15-plus-v1. A published version never changes: add a new one.
import { GAP } from "@readbright/domain/assessment";
import { defineAssessment, practice } from "../build-question";
import { digitSpan, letterMemory, pictureMemory, pictureOrder, spotMemory } from "../es/memory-items";
import { deletion, dictation, nonword, rhyme, sayWord, spoonerism, swapFirstSound, syllables, wordSoundMatch } from "../es/phonological-items";
import { SPANISH_SPATIAL } from "../es/spatial-items";
import { age15PlusSpatialV1 } from "./age-15-plus-spatial-v1";

export const AGE_15_PLUS_ES_V1 = defineAssessment("age-15-plus", 1, "Prueba de habilidades de lectura a partir de 15 años", [
  // Memoria: de cinco a siete dibujos, seis o siete números, letras en espejo.
  practice(spotMemory(101, ["moon", "cat", "drum", "leaf"], ["egg", "drum", "book", "key"])),
  pictureMemory(102, ["house", "apple", "sock", "bird", "cup"], ["cup", "star", "bird", "fish", "house", "moon", "apple", "tree", "sock"]),
  digitSpan(103, "385926", ["385296", "358926", "385926", "835926"]),
  pictureOrder(104, ["key", "bell", "egg", "tree", "sun", "book"], [
    ["key", "bell", "tree", "egg", "sun", "book"],
    ["key", "bell", "egg", "tree", "sun", "book"],
    ["bell", "key", "egg", "tree", "book", "sun"],
    ["key", "egg", "bell", "tree", "sun", "book"],
  ]),
  letterMemory(105, ["q", "b", "p"], ["b", "d", "p", "q"]),
  pictureMemory(106, ["fish", "hat", "flower", "dog", "ball", "clock"], ["clock", "mouse", "ball", "fish", "cat", "hat", "kite", "flower", "duck", "dog"]),
  digitSpan(107, "7041836", ["7041386", "7041836", "7014836", "7401836"]),
  spotMemory(108, ["star", "egg", "mouse", "boat", "pig", "tree"], ["sun", "kite", "mouse", "cup", "bell"]),
  pictureOrder(109, ["drum", "cat", "moon", "apple", "duck", "house"], [
    ["drum", "cat", "apple", "moon", "duck", "house"],
    ["cat", "drum", "moon", "apple", "house", "duck"],
    ["drum", "cat", "moon", "apple", "duck", "house"],
    ["drum", "moon", "cat", "apple", "duck", "house"],
  ]),
  pictureMemory(110, ["leaf", "book", "sun", "key", "bird", "cup", "hat"], ["hat", "cup", "flower", "key", "leaf", "dog", "bird", "sun", "book", "car"]),
  digitSpan(111, "2938501", ["2938510", "2983501", "2938501", "2395801"]),

  // Conciencia espacial: the same pictures as in English (age-15-plus-spatial-v1.ts).
  ...age15PlusSpatialV1(SPANISH_SPATIAL),

  // Conciencia fonológica: rima consonante y asonante, sonidos dentro de la palabra, cambios, pseudopalabras largas, ortografía.
  practice(rhyme(301, "corazón", "canción", true)),
  practice(sayWord(302, "ventana", ["venta", "semana", "campana"])),
  // The same vowels from the stressed one on (ie-o, ie-o), different consonants.
  rhyme(303, "cielo", "miedo", true, "asonante"),
  // Both end in -el, but CÁR-cel is stressed on its first syllable.
  rhyme(304, "cárcel", "papel", false, "consonante"),
  syllables(305, "extraordinario", 6, [4, 5, 6, 7]),
  deletion(306, { word: "perla", without: "third", result: "pela", answer: "say", foils: ["perla", "pera", "perra"] }),
  swapFirstSound(307, "casa", "mesa", "masa"),
  nonword(308, "prendalifo", [], ["pendalifo"]),
  spoonerism(309, "pala", "casa", "cala pasa", ["pala casa", "casa pala", "pasa cala"]),
  // x and a silent h inside the word.
  dictation(310, `Después de la carrera estaba ${GAP}.`, "exhausto"),
  deletion(311, { word: "pasta", without: "fourth", result: "pasa", answer: "type" }),
  // g before e sounds as j does.
  wordSoundMatch(312, "¿Qué palabra empieza con el mismo sonido que «gente»?", ["guerra", "jefe", "gato", "queso"], "jefe"),
  nonword(313, "tambrolesino", [], ["tabrolesino"]),
  // A silent h and b, a form often misspelt.
  dictation(314, `Ayer ${GAP} mucho viento en la playa.`, "hubo"),
  // Two hiatuses: ge-o and í-a.
  syllables(315, "geografía", 5, [3, 4, 5, 6]),
], "es");
