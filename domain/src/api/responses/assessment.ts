// An assessment and its questions as the browser sees them (domain/src/assessment.ts): no answer keys.
import { array, lazy } from "yup";
import { QUESTION_TYPES, SECTION_TYPES } from "../../enums";
import type { HelpStep, PublicAssessment, PublicOption, PublicQuestion } from "../../assessment";
import { TEST_LANGUAGES } from "../../test-language";
import { closed, count, flag, listOf, oneOf, optionalText, text } from "./schema";
import type { ResponseSchema } from "./schema";

const HELP_ICONS = ["speaker", "replay", "mic_start", "mic_stop", "play", "remember", "select", "submit"] as const satisfies readonly HelpStep["icon"][];

const helpStep = closed<HelpStep>({ icon: oneOf(HELP_ICONS), text });

const option = closed<PublicOption>({ id: text, title: text, image_url: optionalText, question_id: count });

/** One picture, the pictures of a memory question, or none. */
const imageUrl = lazy((value: unknown) => (Array.isArray(value) ? listOf(text) : optionalText)) as unknown as ResponseSchema<string | string[] | null>;

export const publicQuestion = closed<PublicQuestion>({
  id: count,
  title: text,
  image_url: imageUrl,
  question_type: oneOf(QUESTION_TYPES),
  question_subtype: text,
  options: listOf(option),
  section_type: oneOf(SECTION_TYPES),
  is_practice: flag,
  read_aloud: optionalText,
  help: array(helpStep).strict().optional() as unknown as ResponseSchema<readonly HelpStep[] | undefined>,
});

export const publicAssessmentResponse = closed<PublicAssessment>({
  id: text,
  language: oneOf(TEST_LANGUAGES),
  version: count,
  min_age: count,
  max_age: count,
  title: text,
  questions: listOf(publicQuestion),
});

