// What the test-taker has chosen, typed or recorded for one question, before it is sent, and whether it
// is enough to press Next (spec section 5: 'Please select an answer' / 'Please record your answer').
import { answerMode } from "@readbright/domain/answer-mode";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { VALIDATION } from "@readbright/domain/messages";

export interface AnswerDraft {
  optionIds: string[];
  text: string;
  recording: Blob | null;
  /** How long a memory question's pictures were on screen, measured on the device. */
  memoryViewMs: number | null;
  /** From the question fully shown to Next, measured on the device (set as it is submitted). */
  responseMs: number | null;
}

export const EMPTY_DRAFT: AnswerDraft = { optionIds: [], text: "", recording: null, memoryViewMs: null, responseMs: null };

/** How a question is answered on screen: the API's answer modes. */
export const answerInput = answerMode;

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
