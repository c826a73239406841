// What the answer routes answer (domain/src/api/answers.ts): the stored answer, with its marks only where
// the caller may see them; never an answer key.
import { SECTION_TYPES } from "../../enums";
import type { AnswerResponse, DeviceAnswerResponse, MarkedAnswerResponse } from "../answers";
import { closed, count, either, flag, listOf, oneOf, optionalFlag, optionalText, text } from "./schema";
import type { Fields, ResponseSchema } from "./schema";

/** A device's answer carries no mark at all: is_correct and needs_review are absent, not null. */
type UnmarkedAnswer = Omit<DeviceAnswerResponse, "is_correct" | "needs_review">;

const unmarkedFields: Fields<Omit<UnmarkedAnswer, "assessment_result_id">> = {
  question_id: count,
  option_ids: listOf(text),
  answer_text: optionalText,
  section_type: oneOf(SECTION_TYPES),
};
export const markFields: Fields<Pick<MarkedAnswerResponse, "is_correct" | "needs_review">> = { is_correct: optionalFlag, needs_review: flag };

const isMarked = (value: unknown) => typeof value === "object" && value !== null && "is_correct" in value;

/** An answer inside its result (which names the result already). */
export const resultAnswerResponse = either(
  isMarked,
  closed<Omit<MarkedAnswerResponse, "assessment_result_id">>({ ...unmarkedFields, ...markFields }),
  closed<Omit<UnmarkedAnswer, "assessment_result_id">>(unmarkedFields),
);

export const answerResponse: ResponseSchema<AnswerResponse> = either(
  isMarked,
  closed<MarkedAnswerResponse>({ ...unmarkedFields, assessment_result_id: text, ...markFields }),
  closed<UnmarkedAnswer>({ ...unmarkedFields, assessment_result_id: text }),
);
