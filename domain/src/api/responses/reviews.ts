// What the review routes answer (domain/src/api/reviews.ts): what counts as right only in a spoken
// item's `expected`, for account holders.
import { HEARINGS } from "../reviews";
import type { MarkedBy, ReviewResponse, SpokenItem, SpokenItemsResponse } from "../reviews";
import { riskFields, sectionScores } from "./assessment-results";
import { closed, count, flag, listOf, oneOf, optionalFlag, optionalNumber, optionalText, text } from "./schema";

const MARKERS = ["person", "speech"] as const satisfies readonly MarkedBy[];

export const reviewResponse = closed<ReviewResponse>({
  question_id: count,
  is_correct: flag,
  marked_by: oneOf(MARKERS),
  marked_at: text,
  note: optionalText,
  previous_is_correct: optionalFlag,
  section_scores: sectionScores,
  ...riskFields,
});

const spokenItem = closed<SpokenItem>({
  question_id: count,
  title: text,
  question_subtype: text,
  expected: listOf(text),
  answered: flag,
  is_correct: optionalFlag,
  needs_review: flag,
  marked_by: oneOf(MARKERS).nullable(),
  hearing: oneOf(HEARINGS).nullable(),
  transcript: optionalText,
  confidence: optionalNumber,
  note: optionalText,
  blind_check: flag,
});

export const spokenItemsResponse = closed<SpokenItemsResponse>({ result_id: text, items: listOf(spokenItem) });
