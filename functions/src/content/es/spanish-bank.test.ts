// The Spanish bank (decision 50): the same shape as the English one band by band, written for Spanish,
// keys on the server, made-up words that are not words, and nothing on the page that gives an answer away.
import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "@readbright/domain/assessment";
import { memoryPrompt } from "@readbright/domain/memory-instructions";
import { SECTION_TYPES } from "@readbright/domain/enums";
import { isMemoryQuestion } from "@readbright/domain/assessment";
import { keyProblem } from "../answer-key";
import { ASSESSMENT_BANK, currentAssessmentForAge, ENGLISH_BANK } from "../bank";
import { normaliseAnswer } from "../grade-answer";
import PICTURE_MANIFEST from "../picture-manifest.json";
import type { BankAssessment, BankQuestion } from "../types";
import { REGIONAL_OBJECTS, SPANISH_OBJECT_WORDS } from "./object-words";
import { SPANISH_WORDS } from "./spanish-words";

const SPANISH_BANK = ASSESSMENT_BANK.filter((a) => a.language === "es");
const spanishQuestions = SPANISH_BANK.flatMap((assessment) => assessment.questions.map((question) => ({ assessment, question })));
const englishQuestions = ENGLISH_BANK.flatMap((assessment) => assessment.questions.map((question) => ({ assessment, question })));
const where = (assessment: BankAssessment, question: BankQuestion) => `${assessment.id} question ${question.id}`;
const nameOfUrl = new Map(Object.entries(PICTURE_MANIFEST as Record<string, string>).map(([name, url]) => [url, name]));

/** Everything a question puts on the screen or in the reader's mouth. */
const wordsOf = (question: BankQuestion) => [question.title, question.speech, ...question.options.map((o) => o.title), ...(question.help ?? []).map((s) => s.text)];

/** What the section weights and the shape of the score depend on: per section, the scored questions and their kinds. */
function shape(assessment: BankAssessment) {
  return assessment.questions.map((q) => ({
    id: q.id,
    section: q.section_type,
    type: q.question_type,
    subtype: q.question_subtype,
    practice: q.is_practice,
    options: q.options.length,
    right: q.key.option_ids?.length ?? 0,
    pictures: Array.isArray(q.image_url) ? q.image_url.length : q.image_url === null ? 0 : 1,
  }));
}

describe("the Spanish bank", () => {
  it.each(AGE_BANDS.map((band) => [band.id, band.min_age] as const))("has %s with the English band's shape: the same questions, types, counts and order", (_band, age) => {
    const english = currentAssessmentForAge(age, "en") as BankAssessment;
    const spanish = currentAssessmentForAge(age, "es") as BankAssessment;
    expect(spanish.id).toBe(english.id.replace(/-v(\d+)$/, "-es-v$1"));
    expect([spanish.min_age, spanish.max_age]).toEqual([english.min_age, english.max_age]);
    expect(shape(spanish)).toEqual(shape(english));
    for (const section of SECTION_TYPES) {
      const scored = (a: BankAssessment) => a.questions.filter((q) => q.section_type === section && !q.is_practice).length;
      expect(scored(spanish), section).toBe(scored(english));
    }
  });

  it("marks every key as Spanish, and no English key", () => {
    for (const { assessment, question } of spanishQuestions) expect(question.key.language, where(assessment, question)).toBe("es");
    for (const { assessment, question } of englishQuestions) expect(question.key.language, where(assessment, question)).toBeUndefined();
  });

  it("gives every question a key that suits its type", () => {
    expect(spanishQuestions.length).toBe(englishQuestions.length);
    for (const { assessment, question } of spanishQuestions) expect(keyProblem(question), where(assessment, question)).toBeNull();
  });

  it("gives every spoken item its accepted answers and the wrong answers to listen for, never the same", () => {
    const spoken = spanishQuestions.filter(({ question }) => question.question_type === "recording");
    expect(spoken.length).toBe(englishQuestions.filter(({ question }) => question.question_type === "recording").length);
    for (const { assessment, question } of spoken) {
      const accepted = (question.key.accepted ?? []).map((a) => normaliseAnswer(a, "es"));
      const foils = (question.key.foils ?? []).map((f) => normaliseAnswer(f, "es"));
      expect(accepted.length, where(assessment, question)).toBeGreaterThan(0);
      expect(foils.length, where(assessment, question)).toBeGreaterThan(0);
      for (const foil of foils) expect(accepted, `${where(assessment, question)}: ${foil}`).not.toContain(foil);
    }
  });

  it("writes English items in English and Spanish items in Spanish", () => {
    const spanishOnly = /[¿¡«»ñáéíóú]/i;
    const englishWords = /\b(the|which|select|remember|say|type|listen|how many|does|rhyme|shape|these|word|picture|press|left|right)\b/i;
    for (const { assessment, question } of englishQuestions) {
      for (const text of wordsOf(question)) expect(spanishOnly.test(text), `${where(assessment, question)}: ${text}`).toBe(false);
    }
    for (const { assessment, question } of spanishQuestions) {
      for (const text of wordsOf(question)) expect(englishWords.test(text), `${where(assessment, question)}: ${text}`).toBe(false);
      expect(question.title, where(assessment, question)).toMatch(/[¿¡«»ñáéíóú]|\b(recuerda|selecciona|escribe|di|escucha|cambia|intercambia)\b/i);
    }
    for (const assessment of SPANISH_BANK) expect(assessment.title).toMatch(/^Prueba de habilidades de lectura/);
  });

  it("uses made-up words that are not Spanish words, and takes sounds away to leave real ones", () => {
    const nonwords = spanishQuestions.filter(({ question }) => question.question_subtype === "nonword_repetition");
    expect(nonwords.length).toBe(englishQuestions.filter(({ question }) => question.question_subtype === "nonword_repetition").length);
    for (const { assessment, question } of nonwords) {
      const word = question.key.accepted?.[0] as string;
      expect(SPANISH_WORDS.has(word), `${where(assessment, question)}: ${word} is a real word`).toBe(false);
      // Spanish spelling: letters of Spanish only, no double consonants but rr, ll and cc, no k or w.
      expect(word, where(assessment, question)).toMatch(/^[a-záéíóúñ]+$/);
      expect(word, where(assessment, question)).not.toMatch(/[kw]|([b-df-hj-mp-qs-z])\1/);
    }
    const leftOver = spanishQuestions.filter(({ question }) => ["sound_deletion", "sound_swap"].includes(question.question_subtype));
    for (const { assessment, question } of leftOver) {
      for (const word of (question.key.accepted?.[0] ?? "").split(" ")) expect(SPANISH_WORDS.has(word), `${where(assessment, question)}: ${word}`).toBe(true);
    }
  });

  it("never shows a dictation's word anywhere in its test, nor names its pictures with it", () => {
    for (const assessment of SPANISH_BANK) {
      for (const question of assessment.questions.filter((q) => q.question_subtype === "dictation")) {
        const word = normaliseAnswer(question.key.accepted?.[0] ?? question.options.find((o) => question.key.option_ids?.includes(o.id))?.title ?? "", "es");
        expect(word).not.toBe("");
        expect(Object.values(SPANISH_OBJECT_WORDS).map((w) => normaliseAnswer(w, "es")), `${assessment.id} ${question.id}`).not.toContain(word);
        for (const other of assessment.questions) {
          const shown = [other.title, ...other.options.filter(() => other !== question).map((o) => o.title)].map((t) => ` ${normaliseAnswer(t, "es")} `);
          for (const text of shown) expect(text.includes(` ${word} `), `${assessment.id} ${other.id} shows "${word}"`).toBe(false);
        }
      }
    }
  });

  it("names sound pictures only with words said the same way across Spanish-speaking countries", () => {
    for (const { assessment, question } of spanishQuestions.filter(({ question }) => question.question_subtype === "sound_match")) {
      for (const option of question.options) {
        const name = option.image_url ? nameOfUrl.get(option.image_url) : undefined;
        if (name) expect(REGIONAL_OBJECTS.has(name as never), `${where(assessment, question)}: ${name}`).toBe(false);
        if (name) expect(option.title).toBe(SPANISH_OBJECT_WORDS[name as keyof typeof SPANISH_OBJECT_WORDS]);
      }
    }
  });

  it("tells each memory question, in Spanish, what its own choices are, and never names what was shown", () => {
    const memory = spanishQuestions.filter(({ question }) => isMemoryQuestion(question));
    for (const { assessment, question } of memory) {
      const prompt = memoryPrompt(question, "es");
      const kind = question.question_subtype === "letter_memory" ? /letras/ : question.question_subtype === "digit_span" ? /números/ : /(imágenes|dibujos)/;
      expect(prompt, where(assessment, question)).toMatch(kind);
      if (question.question_type === "radio" && question.question_subtype === "picture_memory") expect(prompt).toMatch(/única imagen/);
      const shown = (question.image_url as string[]).map((url) => nameOfUrl.get(url) ?? "");
      const names = shown.map((name) => SPANISH_OBJECT_WORDS[name as keyof typeof SPANISH_OBJECT_WORDS] ?? name.replace(/^(letter|digit)-/, ""));
      for (const text of [prompt, ...(question.help ?? []).map((s) => s.text.replace("a los 5 segundos", ""))]) {
        for (const name of names) expect(new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, "iu").test(text), `${where(assessment, question)}: "${text}" names ${name}`).toBe(false);
      }
    }
  });
});
