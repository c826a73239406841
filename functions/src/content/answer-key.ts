// What a valid answer key looks like for each question type. The bank's integrity test runs every
// question through keyProblem; gradeAnswer relies on these shapes.
//   radio, single_select: two or more options; the key names exactly one of them.
//   true_false: exactly two options (Yes, No); the key names one.
//   multiple_select: two or more options; the key names one or more of them, and only a set equal to it is right.
//   open_end, recording: no options; the key lists accepted answers (typed, or a speech transcript).
//   transcript_omission: typed (no options, accepted answers) or picked (options, one of them named).
import { normaliseAnswer } from "./grade-answer";
import type { BankQuestion } from "./types";

function choiceProblem(question: BankQuestion, minOptions: number, maxOptions: number, keySize: "one" | "some"): string | null {
  const ids = question.key.option_ids ?? [];
  if (question.options.length < minOptions || question.options.length > maxOptions) return `has ${question.options.length} options`;
  if (question.key.accepted) return "lists accepted texts for a choice question";
  if (keySize === "one" ? ids.length !== 1 : ids.length < 1) return `names ${ids.length} right options`;
  return null;
}

function textProblem(question: BankQuestion): string | null {
  const accepted = question.key.accepted ?? [];
  if (question.options.length > 0) return "has options";
  if (question.key.option_ids) return "names options for a typed or spoken answer";
  if (accepted.length === 0) return "accepts no answer";
  if (accepted.some((text) => normaliseAnswer(text) === "")) return "accepts an empty answer";
  return null;
}

/** Why a question's key cannot work, or null when it is sound. */
export function keyProblem(question: BankQuestion): string | null {
  const optionIds = new Set(question.options.map((option) => option.id));
  const ids = question.key.option_ids ?? [];
  if (ids.some((id) => !optionIds.has(id))) return "names an option that is not its own";
  if (new Set(ids).size !== ids.length) return "names an option twice";
  switch (question.question_type) {
    case "radio":
    case "single_select":
      return choiceProblem(question, 2, Infinity, "one");
    case "true_false":
      return choiceProblem(question, 2, 2, "one");
    case "multiple_select":
      return choiceProblem(question, 2, Infinity, "some");
    case "open_end":
    case "recording":
      return textProblem(question);
    case "transcript_omission":
      return question.options.length > 0 ? choiceProblem(question, 2, Infinity, "one") : textProblem(question);
  }
}
