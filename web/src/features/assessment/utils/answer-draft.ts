// What the test-taker has chosen, typed or recorded for one question, before it is sent, and whether it
// is enough to press Next (spec section 5: 'Please select an answer' / 'Please record your answer').
import type { PublicQuestion } from "@readbright/domain/assessment";
import { VALIDATION } from "@readbright/domain/messages";

export interface AnswerDraft {
  optionIds: string[];
  text: string;
  recording: Blob | null;
}

export const EMPTY_DRAFT: AnswerDraft = { optionIds: [], text: "", recording: null };

/** How a question is answered on screen; mirrors the API's answer modes. */
export type AnswerInput = "one-option" | "options" | "text" | "recording";

export function answerInput(question: Pick<PublicQuestion, "question_type" | "options">): AnswerInput {
  switch (question.question_type) {
    case "multiple_select":
      return "options";
    case "open_end":
      return "text";
    case "recording":
      return "recording";
    case "transcript_omission":
      return question.options.length > 0 ? "one-option" : "text";
    default:
      return "one-option";
  }
}

export function isAnswered(question: Pick<PublicQuestion, "question_type" | "options">, draft: AnswerDraft): boolean {
  switch (answerInput(question)) {
    case "one-option":
      return draft.optionIds.length === 1;
    case "options":
      return draft.optionIds.length > 0;
    case "text":
      return draft.text.trim() !== "";
    case "recording":
      return draft.recording !== null;
  }
}

/** The hint beside a disabled Next button. */
export function missingAnswerMessage(question: Pick<PublicQuestion, "question_type" | "options">): string {
  return answerInput(question) === "recording" ? VALIDATION.recordingRequired : VALIDATION.answerRequired;
}
