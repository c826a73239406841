// POST /api/assessment-results/{id}/reviews/: an account holder marks a spoken answer right or wrong.
// One contract for the function's route and the web's api file.
import { boolean, number, object, string } from "yup";
import type { InferType } from "yup";
import type { RiskLevel } from "../enums";
import { endpoint, idParams } from "./endpoint";
import type { SectionScoresResponse } from "./assessment-results";

export const REVIEW_NOTE_MAX_LENGTH = 500;


export const REVIEW_MESSAGES = {
  resultNotFound: "Assessment result not found",
  questionIdRequired: "question_id is required",
  questionIdInvalid: "question_id must be a whole number",
  markRequired: "is_correct is required",
  markInvalid: "is_correct must be true or false",
  noteInvalid: "note must be text",
  noteTooLong: `note must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`,
  notSpoken: "Only spoken answers are reviewed",
  noAnswer: "This question has no answer to review",
  notReviewable: "Only a test in progress or completed can be reviewed",
} as const;

const M = REVIEW_MESSAGES;

export const reviewParamsSchema = idParams(M.resultNotFound);

export const reviewBodySchema = object({
  question_id: number()
    .strict()
    .typeError(M.questionIdInvalid)
    .required(M.questionIdRequired)
    .integer(M.questionIdInvalid)
    .min(1, M.questionIdInvalid)
    .max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid),
  is_correct: boolean().strict().typeError(M.markInvalid).required(M.markRequired),
  // Trimmed, blank meaning none; anything but text is refused rather than turned into text.
  note: string()
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() || null : original))
    .typeError(M.noteInvalid)
    .max(REVIEW_NOTE_MAX_LENGTH, M.noteTooLong)
    .nullable()
    .optional(),
});
export type ReviewBody = InferType<typeof reviewBodySchema>;

export type MarkedBy = "person" | "speech";

/**
 * What speech recognition made of a recording: one of the item's phrases, something that is none of them
 * (not one of the expected answers), or no voice at all.
 */
export const HEARINGS = ["phrase", "other", "no_voice"] as const;
export type Hearing = (typeof HEARINGS)[number];

/** The answer as marked now, and the result's scores after it (null while the test is in progress). */
export interface ReviewResponse {
  question_id: number;
  is_correct: boolean;
  marked_by: MarkedBy;
  marked_at: string;
  note: string | null;
  /** The mark it replaced: null for a recording that was waiting. */
  previous_is_correct: boolean | null;
  section_scores: SectionScoresResponse | null;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
}

/** GET on the same path: every scored spoken question of the result, for the review panel. */
export interface SpokenItem {
  question_id: number;
  /** What the child was asked, as the question shows it. */
  title: string;
  question_subtype: string;
  /** What counts as right: for account holders, only here, and only once the question is answered. */
  expected: string[];
  /** A recording is stored for it. */
  answered: boolean;
  is_correct: boolean | null;
  needs_review: boolean;
  /** null: not marked yet; "person" or "speech" (the recogniser). */
  marked_by: MarkedBy | null;
  /** What the speech recogniser made of the recording; null when it did not listen. */
  hearing: Hearing | null;
  /** What it heard and how sure it was (0 to 1); the transcript is null when it heard none of the phrases and has no words for it. */
  transcript: string | null;
  confidence: number | null;
  /** The latest reviewer's note. */
  note: string | null;
  /**
   * A blind check (decision 44): the machine marked it and a person is asked to mark it too without
   * seeing that mark. Until a person has, is_correct and marked_by are null; the hearing, transcript and
   * confidence, which would give the machine's mark away, are always null. The machine's mark is never sent.
   */
  blind_check: boolean;
}

export interface SpokenItemsResponse {
  result_id: string;
  items: SpokenItem[];
}

/** Marks a scored spoken answer; a completed result is scored again in the same transaction. */
export const reviewAnswer = endpoint<ReviewResponse>()({
  method: "POST", path: "/api/assessment-results/{id}/reviews/", auth: "verified", params: reviewParamsSchema, body: reviewBodySchema, errors: [M.resultNotFound, M.notSpoken, M.noAnswer, M.notReviewable],
});

export const listSpokenItems = endpoint<SpokenItemsResponse>()({
  method: "GET", path: "/api/assessment-results/{id}/reviews/", auth: "verified", params: reviewParamsSchema, errors: [M.resultNotFound],
});
