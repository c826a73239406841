// What shape an answer must have for its question type (refused with a 400 otherwise), and its mark.
import { answerMode } from "@readbright/domain/answer-mode";
import type { PublicQuestion } from "@readbright/domain/assessment";
import { HttpError } from "../../core/http-error";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";

export interface SubmittedAnswer {
  option_ids?: string[] | null;
  answer_text?: string | null;
}

export interface CheckedAnswer {
  option_ids: string[];
  answer_text: string | null;
}

/**
 * Refuses an answer that does not fit the question (400) and returns it cleaned: duplicate option ids
 * dropped, text kept only where the question is answered in text or by voice.
 */
export function checkAnswer(question: PublicQuestion, submitted: SubmittedAnswer): CheckedAnswer {
  const chosen = [...new Set(submitted.option_ids ?? [])];
  const known = new Set(question.options.map((option) => option.id));
  if (chosen.some((id) => !known.has(id))) throw new HttpError(400, ASSESSMENT_ERRORS.optionNotInQuestion);
  const text = submitted.answer_text?.trim() || null;
  switch (answerMode(question)) {
    case "one-option":
      if (chosen.length !== 1) throw new HttpError(400, ASSESSMENT_ERRORS.oneOption);
      return { option_ids: chosen, answer_text: null };
    case "options":
      if (chosen.length === 0) throw new HttpError(400, ASSESSMENT_ERRORS.atLeastOneOption);
      return { option_ids: chosen, answer_text: null };
    case "text":
      if (text === null) throw new HttpError(400, ASSESSMENT_ERRORS.textRequired);
      return { option_ids: [], answer_text: text };
    case "recording":
      return { option_ids: chosen, answer_text: text };
  }
}


