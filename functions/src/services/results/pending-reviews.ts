// A result's count of scored spoken answers waiting for a person (pending_reviews, decision 25): what the
// dashboard's Review notice counts and the Review page lists. Pure: the repositories run these inside the
// transaction of every change that can move the count, so it is never a query away from exact.
import type { StoredAnswer } from "./stored-answer";
import type { ResultPatch, StoredResult } from "./stored-result";

/** An answer among the pending: scored, and waiting for a mark (a person's, or the recogniser's late one). */
export function waitsForPerson(answer: StoredAnswer | null | undefined): boolean {
  return Boolean(answer && !answer.is_practice && answer.needs_review);
}

/**
 * The count from the result as it now is and all its answers: a completed test's from its scores (the
 * same number its sections show), a test in progress's from its answers, and 0 for a test not started or
 * abandoned (nobody reviews those).
 */
export function pendingReviewsOf(result: Pick<StoredResult, "status" | "scores">, answers: readonly StoredAnswer[]): number {
  if (result.status === "completed" && result.scores) return Object.values(result.scores.section_scores).reduce((sum, section) => sum + section.pending, 0);
  if (result.status === "in_progress" || result.status === "completed") return answers.filter(waitsForPerson).length;
  return 0;
}

/**
 * The count after one answer is written to an open test, from the stored count and that one answer (the
 * answer's transaction reads no other answers: decision 20). null for a result stored before the count,
 * which the scope's next count heals whole (pending-review-repository.ts, beside this) rather than guess from one answer.
 */
export function pendingAfterAnswer(result: Pick<StoredResult, "status" | "pending_reviews">, previous: StoredAnswer | null, written: StoredAnswer): number | null {
  // A test nobody started has no answers yet: its count is 0 whether or not it was stored.
  const before = result.status === "not_started" ? 0 : result.pending_reviews;
  if (before === null) return null;
  return Math.max(0, before + Number(waitsForPerson(written)) - Number(waitsForPerson(previous)));
}

/**
 * A blind check a person has not marked yet (decision 44): it lists its result on the Review page, but
 * the machine's mark counts meanwhile, so it is not pending. One whose recording retention deleted can
 * no longer be heard, and closes.
 */
export function openBlindCheck(answer: StoredAnswer): boolean {
  return answer.blind_check === true && answer.marked_by !== "person" && answer.audio_path !== null;
}

export function openBlindChecksOf(result: Pick<StoredResult, "status">, answers: readonly StoredAnswer[]): number {
  return result.status === "in_progress" || result.status === "completed" ? answers.filter(openBlindCheck).length : 0;
}

/**
 * The patch with the counts added when either changed (a legacy result's null is always replaced);
 * both are written together, so the Review list's flag sees both. `blindChecks` null: unchanged.
 */
export function withPendingReviews(
  result: Pick<StoredResult, "pending_reviews" | "blind_checks">,
  patch: ResultPatch | null,
  pending: number | null,
  blindChecks: number | null = null,
): ResultPatch | null {
  const storedBlind = result.blind_checks ?? 0;
  const nextPending = pending ?? result.pending_reviews;
  const nextBlind = blindChecks ?? storedBlind;
  if (nextPending === null || (nextPending === result.pending_reviews && nextBlind === storedBlind)) return patch;
  return { ...patch, pending_reviews: nextPending, blind_checks: nextBlind };
}
