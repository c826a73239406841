// How a result's status moves (only forward: not_started -> in_progress -> completed), the attempt
// limit, and completion scoring. Pure: the repositories run these inside their transactions.
import type { PublicQuestion } from "@readbright/domain/assessment";
import { SECTION_TYPES } from "@readbright/domain/enums";
import type { SectionType } from "@readbright/domain/enums";
// The attempt limit itself is domain/src/attempts.ts: the web tells from it when a test may be taken again.
import { mayStartAnotherAttempt } from "@readbright/domain/attempts";
import { scoreAssessment } from "@readbright/domain/scoring";
import { validityFlags } from "@readbright/domain/validity-flags";
import type { ValidityFlag } from "@readbright/domain/validity";
import { HttpError } from "../../core/http-error";
import type { StoredAnswer } from "./stored-answer";
import type { ResultPatch, ResultScores, StoredResult, StoredSectionScore } from "./stored-result";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";

export function isOpen(result: Pick<StoredResult, "status">): boolean {
  return result.status === "not_started" || result.status === "in_progress";
}

export function assertMayStartAnotherAttempt(history: readonly StoredResult[], now: Date): void {
  if (!mayStartAnotherAttempt(history, now)) throw new HttpError(409, ASSESSMENT_ERRORS.attemptLimit);
}

/** 409 for a completed or abandoned result: nothing may change it any more. */
export function assertNotFinished(result: Pick<StoredResult, "status">): void {
  if (result.status === "completed") throw new HttpError(409, ASSESSMENT_ERRORS.alreadyCompleted);
  if (result.status === "abandoned") throw new HttpError(409, ASSESSMENT_ERRORS.notOpen);
}

/** not_started -> in_progress with started_at; already in progress: no change; finished: 409. */
export function startPatch(result: StoredResult, now: Date): ResultPatch | null {
  assertNotFinished(result);
  return result.status === "not_started" ? { status: "in_progress", started_at: now } : null;
}

/**
 * An answer to an open result. A first answer to a result nobody started starts it (the player starts
 * after the instruction page, but a lost start request must not lose the test). Its time is kept: an
 * answer arriving is the device heard from (domain/src/device-status.ts).
 */
export function answerPatch(result: StoredResult, previous: StoredAnswer | null, isPractice: boolean, now: Date): ResultPatch {
  const patch: ResultPatch = { ...startPatch(result, now), last_answer_at: now };
  if (!previous && !isPractice) patch.answered_count = result.answered_count + 1;
  return patch;
}

/** A device's report on an open result (decision 48): 409 once finished, as an answer would be. */
export function devicePatch(result: StoredResult, report: { waiting: number; finished: boolean }, now: Date): ResultPatch {
  assertNotFinished(result);
  return { device: { waiting: report.waiting, finished: report.finished, seen_at: now } };
}

export function unansweredCount(questions: readonly PublicQuestion[], answers: readonly StoredAnswer[]): number {
  const answered = new Set(answers.map((answer) => answer.question_id));
  return questions.filter((q) => !q.is_practice && !answered.has(q.id)).length;
}

export function scoreResult(questions: readonly PublicQuestion[], answers: readonly StoredAnswer[]): ResultScores {
  const score = scoreAssessment(questions, answers);
  const section_scores = Object.fromEntries(
    SECTION_TYPES.map((section) => {
      const { correct, total, pending, accuracy, band } = score.sections[section];
      return [section, { correct, total, pending, accuracy, band }];
    }),
  ) as Record<SectionType, StoredSectionScore>;
  return { section_scores, risk_score: score.risk_score, risk_level: score.risk_level, risk_percent: score.risk_percent };
}

/** How much to trust the scores the answers give (decision 40); never changes them. */
export function flagsOf(questions: readonly PublicQuestion[], answers: readonly StoredAnswer[]): ValidityFlag[] {
  return validityFlags(questions, answers.map((answer) => ({ ...answer, response_ms: answer.response_ms ?? null, voice_detected: answer.voice_detected ?? null })));
}

/**
 * The scores and their validity flags, written together: on completion and on every re-score (a late
 * machine mark, a person's review), so the flags always describe the scores stored beside them.
 */
export function scoredPatch(questions: readonly PublicQuestion[], answers: readonly StoredAnswer[]): { scores: ResultScores; validity_flags: ValidityFlag[] } {
  return { scores: scoreResult(questions, answers), validity_flags: flagsOf(questions, answers) };
}

/** Completed once: a completed result stays as it is (null: no change); otherwise every scored question needs an answer. */
export function completionPatch(result: StoredResult, questions: readonly PublicQuestion[], answers: readonly StoredAnswer[], now: Date): ResultPatch | null {
  if (result.status === "completed") return null;
  if (result.status === "abandoned") throw new HttpError(409, ASSESSMENT_ERRORS.notOpen);
  const missing = unansweredCount(questions, answers);
  if (missing > 0) throw new HttpError(400, ASSESSMENT_ERRORS.unanswered(missing));
  return {
    status: "completed",
    started_at: result.started_at ?? now,
    completed_at: now,
    answered_count: questions.filter((q) => !q.is_practice).length,
    ...scoredPatch(questions, answers),
  };
}
