// How each question type is answered: the player shows that input and the API accepts only that shape.
import type { PublicQuestion } from "./assessment";

/** By one option, by several, by typed text, or by a recording. */
export type AnswerMode = "one-option" | "options" | "text" | "recording";

export function answerMode(question: Pick<PublicQuestion, "question_type" | "options">): AnswerMode {
  switch (question.question_type) {
    case "multiple_select":
      return "options";
    case "open_end":
      return "text";
    case "recording":
      return "recording";
    // A dictation offers spellings to pick from, or a gap to type into.
    case "transcript_omission":
      return question.options.length > 0 ? "one-option" : "text";
    default:
      return "one-option";
  }
}
