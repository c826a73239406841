// Marks one answer against its question's key. What each question type expects is in answer-key.ts.
import type { AnswerKey, BankQuestion } from "./types";

/** true or false once marked; null for a recording, which the recogniser or a person marks (mark-recording.ts). */
export type Grade = boolean | null;

export interface SubmittedAnswer {
  option_ids?: readonly string[] | null;
  answer_text?: string | null;
}

/** Trim, case-fold, drop accents and punctuation, collapse spaces: "  The  SUN! " -> "the sun". */
export function normaliseAnswer(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
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

const CANONICAL = new Map(HOMOPHONES.flatMap((group) => group.map((word) => [word, group[0] as string])));

function spokenForm(text: string): string {
  return normaliseAnswer(text)
    .split(" ")
    .map((word) => CANONICAL.get(word) ?? word)
    .join(" ");
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
      return matches(answer.answer_text, key?.accepted, normaliseAnswer);
    case "transcript_omission":
      return question.options.length > 0
        ? exactlyOne(answer.option_ids, key?.option_ids)
        : matches(answer.answer_text, key?.accepted, normaliseAnswer);
    case "recording":
      // Never from text the device sends: a browser could send the right word for any recording.
      return null;
  }
}

/** Whether what a recogniser heard is an accepted spoken answer (homophones and listed spellings count). */
export function heardCorrectly(transcript: string, accepted: readonly string[] | undefined): boolean {
  return matches(transcript, accepted, spokenForm);
}
