// What the reader may say, question by question: nothing it says, and no text a device can read, may
// single out an answer or name what a memory question shows.
import { describe, expect, it } from "vitest";
import { instructionText, isMemoryQuestion } from "@readbright/domain/assessment";
import { ASSESSMENT_BANK } from "./bank";
import type { BankQuestion } from "./types";

const allQuestions = ASSESSMENT_BANK.flatMap((assessment) => assessment.questions.map((question) => ({ assessment, question })));
const where = (assessmentId: string, question: BankQuestion) => `${assessmentId} question ${question.id}`;

/** Lower case words, punctuation gone, so "Sun," and "sun" match and "football" does not match "ball". */
function words(text: string): string {
  return ` ${text.toLowerCase().replace(/\[pause [\d.]+\]/g, " ").replace(/[^a-z0-9]+/g, " ").trim()} `;
}

export function says(text: string, phrase: string): boolean {
  const wanted = words(phrase);
  return wanted.trim() !== "" && words(text).includes(wanted);
}

/** Options under pictures carry neutral labels, "1", "2", ... in order: saying one names nothing. */
function namedOptions(question: BankQuestion) {
  return question.options.filter((option, i) => !(option.image_url && option.title === String(i + 1)));
}

/** The words a correct answer is: the right options' titles, or the accepted texts. */
function correctAnswers(question: BankQuestion): string[] {
  const right = new Set(question.key.option_ids ?? []);
  return [...namedOptions(question).filter((option) => right.has(option.id)).map((option) => option.title), ...(question.key.accepted ?? [])];
}

/** Saying the word is the task itself. */
const REPEAT_SUBTYPES = new Set(["word_repetition", "nonword_repetition"]);

describe("the reader", () => {
  it("says only the instruction while a memory question's pictures are shown: no option, no number, under 5 seconds", () => {
    const memory = allQuestions.filter(({ question }) => isMemoryQuestion(question));
    expect(memory.length).toBeGreaterThan(20);
    for (const { assessment, question } of memory) {
      const label = where(assessment.id, question);
      const instruction = instructionText(question);
      for (const option of namedOptions(question)) expect(says(instruction, option.title), `${label}: "${option.title}"`).toBe(false);
      // Digit span: the sequence, written with or without spaces.
      for (const answer of correctAnswers(question)) expect(says(instruction, answer.replace(/\s+/g, "")), label).toBe(false);
      // About 2.5 words a second: 12 words end well inside the 5 seconds.
      expect(words(instruction).trim().split(" ").length, label).toBeLessThanOrEqual(12);
    }
  });

  it("never lets a device read a question's answer: a right option is read only among all the options, and typed or spoken answers never", () => {
    for (const { assessment, question } of allQuestions) {
      const label = where(assessment.id, question);
      const text = question.read_aloud;
      if (text === null) continue;
      const titlePart = text.split("[pause 0.75]")[0] as string;
      const readsOptions = text.includes("[pause 0.75]");
      if (readsOptions) for (const option of question.options) expect(says(text, option.title), `${label} reads every option`).toBe(true);
      if (REPEAT_SUBTYPES.has(question.question_subtype)) continue;
      for (const answer of correctAnswers(question)) {
        expect(says(titlePart, answer), `${label} names "${answer}"`).toBe(false);
        if (!readsOptions) expect(says(text, answer), `${label} names "${answer}"`).toBe(false);
      }
    }
  });

  it("keeps a dictation's sentence, which holds the answer's spelling, on the server: the device gets no reader text", () => {
    const dictations = allQuestions.filter(({ question }) => question.question_subtype === "dictation");
    expect(dictations.length).toBeGreaterThan(0);
    for (const { assessment, question } of dictations) {
      expect(question.read_aloud, where(assessment.id, question)).toBeNull();
      expect(correctAnswers(question).some((answer) => says(question.speech, answer)), where(assessment.id, question)).toBe(true);
    }
  });

  it("lets the server say what the device may read, for every other question", () => {
    for (const { assessment, question } of allQuestions) {
      if (question.read_aloud !== null) expect(question.speech, where(assessment.id, question)).toBe(question.read_aloud);
    }
  });
});
