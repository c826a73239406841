// A person's mark on a spoken answer, decided inside the review transaction. Pure: the repository
// passes in what it read. A completed result is scored again from its answers with the new mark.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { REVIEW_MESSAGES } from "@readbright/domain/api/reviews";
import type { ReviewBody } from "@readbright/domain/api/reviews";
import { HttpError } from "../../core/http-error";
import type { StoredAnswer } from "../results/stored-answer";
import type { ResultPatch, StoredResult } from "../results/stored-result";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { scoredPatch } from "../results/result-rules";

/** One entry of a result's review history. */
export interface ReviewRecord {
  question_id: number;
  is_correct: boolean;
  previous_is_correct: boolean | null;
  previous_marked_by: string | null;
  note: string | null;
  reviewer_uid: string;
  /** Copied, so the history reads in the console without a join. */
  reviewer_name: string;
  reviewed_at: Date;
}

export interface ReviewDecision {
  answer: StoredAnswer;
  record: ReviewRecord;
  patch: ResultPatch | null;
}

export interface Reviewer {
  uid: string;
  name: string;
}

export function reviewDecision(
  result: StoredResult,
  answers: readonly StoredAnswer[],
  questions: readonly PublicQuestion[],
  review: ReviewBody,
  reviewer: Reviewer,
  now: Date,
): ReviewDecision {
  if (result.status !== "in_progress" && result.status !== "completed") throw new HttpError(409, REVIEW_MESSAGES.notReviewable);
  const question = questions.find((q) => q.id === review.question_id);
  if (!question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
  if (question.question_type !== "recording") throw new HttpError(400, REVIEW_MESSAGES.notSpoken);
  const previous = answers.find((a) => a.question_id === question.id);
  if (!previous?.audio_path) throw new HttpError(404, REVIEW_MESSAGES.noAnswer);

  // A person's mark always wins, over the recogniser's and over an earlier person's.
  const answer: StoredAnswer = { ...previous, is_correct: review.is_correct, needs_review: false, marked_by: "person", marked_at: now };
  const record = {
    question_id: question.id,
    is_correct: review.is_correct,
    previous_is_correct: previous.is_correct,
    previous_marked_by: previous.marked_by ?? null,
    note: review.note ?? null,
    reviewer_uid: reviewer.uid,
    reviewer_name: reviewer.name,
    reviewed_at: now,
  };
  const marked = answers.map((a) => (a.question_id === question.id ? answer : a));
  return { answer, record, patch: result.status === "completed" ? scoredPatch(questions, marked) : null };
}
