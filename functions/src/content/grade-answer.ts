// Marks one answer against its question's key. What each question type expects is in answer-key.ts.
import type { TestLanguage } from "@readbright/domain/test-language";
import type { AnswerKey, BankQuestion } from "./types";

/** true or false once marked; null for a recording, which the recogniser or a person marks (mark-recording.ts). */
export type Grade = boolean | null;

export interface SubmittedAnswer {
  option_ids?: readonly string[] | null;
  answer_text?: string | null;
}

const COMBINING_TILDE = "\u0303";

/**
 * Trim, case-fold, drop accents and punctuation, collapse spaces: "  The  SUN! " -> "the sun". In Spanish
 * ñ is a letter of its own, not an n with an accent (año is not ano), so it is kept, while á é í ó ú and ü
 * are forgiven as in English ("canción" = "cancion").
 */
export function normaliseAnswer(text: string, language: TestLanguage = "en"): string {
  const keepsTilde = (offset: number, whole: string) => language === "es" && /[nN]/.test(whole[offset - 1] ?? "");
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, (mark: string, offset: number, whole: string) => (mark === COMBINING_TILDE && keepsTilde(offset, whole) ? mark : ""))
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Words a speech transcript may write for the word said. Only spoken answers use these: a typed answer
 * is a spelling, and "son" is not "sun".
 */
export const HOMOPHONES: readonly (readonly string[])[] = [
  ["sun", "son"],
  ["ball", "bawl"],
  ["sail", "sale"],
  ["flower", "flour"],
  ["tail", "tale"],
  ["meet", "meat"],
  ["be", "bee"],
  ["see", "sea"],
  ["no", "know"],
  ["new", "knew"],
  ["here", "hear"],
  ["right", "write"],
  ["our", "hour"],
  ["by", "buy", "bye"],
  ["to", "too", "two", "2"],
  ["for", "four", "fore", "4"],
  ["one", "won", "1"],
  ["eight", "ate", "8"],
];

/**
 * The same for a Spanish transcript: a silent h, and b and v, which sound alike, can be written either
 * way for the same word said. Only pairs that are both real words and both likely in a transcript.
 */
export const SPANISH_HOMOPHONES: readonly (readonly string[])[] = [
  ["ala", "hala"],
  ["ola", "hola"],
  ["vaca", "baca"],
  ["tuvo", "tubo"],
];

const canonical = (groups: readonly (readonly string[])[]) => new Map(groups.flatMap((group) => group.map((word) => [word, group[0] as string])));
const CANONICAL: Record<TestLanguage, Map<string, string>> = { en: canonical(HOMOPHONES), es: canonical(SPANISH_HOMOPHONES) };

function spokenForm(text: string, language: TestLanguage): string {
  return normaliseAnswer(text, language)
    .split(" ")
    .map((word) => CANONICAL[language].get(word) ?? word)
    .join(" ");
}

/** The language an answer key compares in: English unless the key says otherwise. */
export function keyLanguage(key: AnswerKey | undefined): TestLanguage {
  return key?.language ?? "en";
}

function matches(text: string | null | undefined, accepted: readonly string[] | undefined, form: (t: string) => string): boolean {
  if (!text || !accepted) return false;
  const given = form(text);
  return given !== "" && accepted.some((answer) => form(answer) === given);
}

function sameSet(chosen: readonly string[] | null | undefined, key: readonly string[] | undefined): boolean {
  if (!chosen || !key) return false;
  const picked = new Set(chosen);
  return picked.size === key.length && key.every((id) => picked.has(id));
}

function exactlyOne(chosen: readonly string[] | null | undefined, key: readonly string[] | undefined): boolean {
  return chosen?.length === 1 && key?.length === 1 && chosen[0] === key[0];
}

/** The one marking of an answer: a stored question (or the bank's), its key, and what was answered. */
export function gradeAnswer(question: Pick<BankQuestion, "question_type" | "options">, key: AnswerKey | undefined, answer: SubmittedAnswer): Grade {
  switch (question.question_type) {
    case "radio":
    case "single_select":
    case "true_false":
      return exactlyOne(answer.option_ids, key?.option_ids);
    case "multiple_select":
      return sameSet(answer.option_ids, key?.option_ids);
    case "open_end":
      return matches(answer.answer_text, key?.accepted, (text) => normaliseAnswer(text, keyLanguage(key)));
    case "transcript_omission":
      return question.options.length > 0
        ? exactlyOne(answer.option_ids, key?.option_ids)
        : matches(answer.answer_text, key?.accepted, (text) => normaliseAnswer(text, keyLanguage(key)));
    case "recording":
      // Never from text the device sends: a browser could send the right word for any recording.
      return null;
  }
}

/** Whether what a recogniser heard is an accepted spoken answer (homophones and listed spellings count). */
export function heardCorrectly(transcript: string, accepted: readonly string[] | undefined, language: TestLanguage = "en"): boolean {
  return matches(transcript, accepted, (text) => spokenForm(text, language));
}
