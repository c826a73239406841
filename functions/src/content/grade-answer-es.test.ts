// Marking in Spanish: accents are forgiven as in English, ñ is a letter of its own (decision 50).
import { describe, expect, it } from "vitest";
import { gradeAnswer, heardCorrectly, normaliseAnswer } from "./grade-answer";
import type { AnswerKey } from "./types";

const typed = { question_type: "open_end" as const, options: [] };
const dictation = { question_type: "transcript_omission" as const, options: [] };
const spanish = (accepted: string[]): AnswerKey => ({ accepted, language: "es" });

describe("normaliseAnswer in Spanish", () => {
  it("keeps ñ apart from n, in either case and however it is encoded", () => {
    expect(normaliseAnswer("Año", "es")).toBe("año");
    expect(normaliseAnswer("AÑO", "es")).toBe("año");
    expect(normaliseAnswer("an\u0303o", "es")).toBe("año");
    expect(normaliseAnswer("año", "es")).not.toBe(normaliseAnswer("ano", "es"));
  });

  it("forgives á é í ó ú and ü, drops ¿ ¡ « » and other punctuation, as English forgives accents", () => {
    expect(normaliseAnswer("  ¡Canción!  ", "es")).toBe("cancion");
    expect(normaliseAnswer("«Pingüino»", "es")).toBe("pinguino");
    expect(normaliseAnswer("ÁRBOL", "es")).toBe("arbol");
    expect(normaliseAnswer("¿Qué   tal?", "es")).toBe("que tal");
  });

  it("leaves English as it was: ñ still becomes n there", () => {
    expect(normaliseAnswer("Año")).toBe("ano");
    expect(normaliseAnswer("  The  SUN! ")).toBe("the sun");
  });
});

describe("gradeAnswer for a Spanish key", () => {
  it("marks a typed answer right with or without its accent", () => {
    expect(gradeAnswer(typed, spanish(["mesa"]), { answer_text: "Mesa" })).toBe(true);
    expect(gradeAnswer(dictation, spanish(["exhausto"]), { answer_text: " exhausto. " })).toBe(true);
    expect(gradeAnswer(typed, spanish(["canción"]), { answer_text: "cancion" })).toBe(true);
  });

  it("marks n for ñ, or ñ for n, wrong: they are different letters", () => {
    expect(gradeAnswer(typed, spanish(["año"]), { answer_text: "ano" })).toBe(false);
    expect(gradeAnswer(typed, spanish(["año"]), { answer_text: "AÑO" })).toBe(true);
    expect(gradeAnswer(typed, spanish(["mano"]), { answer_text: "maño" })).toBe(false);
  });

  it("still refuses a Spanish misspelling: a dictation is a spelling", () => {
    expect(gradeAnswer(dictation, spanish(["hubo"]), { answer_text: "uvo" })).toBe(false);
    expect(gradeAnswer(dictation, spanish(["hecho"]), { answer_text: "echo" })).toBe(false);
    expect(gradeAnswer(dictation, spanish(["vuelan"]), { answer_text: "buelan" })).toBe(false);
  });

  it("never takes a recording's text as its answer", () => {
    expect(gradeAnswer({ question_type: "recording", options: [] }, spanish(["sol"]), { answer_text: "sol" })).toBeNull();
  });
});

describe("heardCorrectly in Spanish", () => {
  it("allows a silent h in a transcript, keeps ñ, and does not use English homophones", () => {
    expect(heardCorrectly("hala", ["ala"], "es")).toBe(true);
    expect(heardCorrectly("uña", ["una"], "es")).toBe(false);
    expect(heardCorrectly("son", ["sun"], "es")).toBe(false);
    expect(heardCorrectly("son", ["sun"])).toBe(true);
  });
});
