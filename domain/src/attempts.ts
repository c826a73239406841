// The attempt limit (spec section 9: a test may be taken up to MAX_ATTEMPTS times within
// ATTEMPT_WINDOW_MONTHS months), written once: the server refuses a new test with it, and the web says
// from it when a participant can be screened again (docs/decisions/0022-progress-over-time.md).
import type { ResultStatus } from "./enums";
import { ATTEMPT_WINDOW_MONTHS, MAX_ATTEMPTS } from "./limits";
import type { ValidityFlag } from "./validity";

/** A test as the rule sees it: the server's stored result (a Date) or the API's list item (an ISO string). */
export interface Attempt {
  status: ResultStatus;
  created_at: Date | string;
  /** A completed test with any flag does not count (decision 40); null or absent: none computed. */
  validity_flags?: readonly ValidityFlag[] | null;
}

/** A completed test whose validity flags say not to trust it: it does not use up a screening. */
export function isFlagged(attempt: Pick<Attempt, "status" | "validity_flags">): boolean {
  return attempt.status === "completed" && (attempt.validity_flags?.length ?? 0) > 0;
}

const createdAt = (attempt: Attempt): number => new Date(attempt.created_at).getTime();

/** The start of the attempt window: the same moment ATTEMPT_WINDOW_MONTHS calendar months earlier. */
export function attemptWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - ATTEMPT_WINDOW_MONTHS);
  return start;
}

/** Whether a test counts against the limit at `now`: created inside the window, not abandoned and not flagged. */
function countsAt(attempt: Attempt, now: Date): boolean {
  return attempt.status !== "abandoned" && !isFlagged(attempt) && createdAt(attempt) > attemptWindowStart(now).getTime();
}

/**
 * Attempts are results created in the window, of any assessment (a child moving up an age band does
 * not get fresh attempts), except abandoned ones and completed ones with validity flags (a result not to
 * be trusted should not stop a fair test).
 */
export function attemptsInWindow(history: readonly Attempt[], now: Date): number {
  return history.filter((attempt) => countsAt(attempt, now)).length;
}

/** Whether the participant may have another test now: fewer than MAX_ATTEMPTS in the window. */
export function mayStartAnotherAttempt(history: readonly Attempt[], now: Date): boolean {
  return attemptsInWindow(history, now) < MAX_ATTEMPTS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When another test may be started, or null when one may be started now: once enough of the window's
 * attempts have left it, i.e. the creation of the newest of those that must leave plus the window. Where
 * calendar months overflow (31 October less 8 months is 3 March) it moves on by days until
 * mayStartAnotherAttempt holds, so the server accepts a test at the moment given.
 */
export function nextAttemptAt(history: readonly Attempt[], now: Date): Date | null {
  if (mayStartAnotherAttempt(history, now)) return null;
  const counted = history.filter((attempt) => countsAt(attempt, now)).map(createdAt).sort((a, b) => a - b);
  // The rule refused, so at least MAX_ATTEMPTS are counted and this one exists.
  const mustLeave = counted[counted.length - MAX_ATTEMPTS] ?? now.getTime();
  const at = new Date(mustLeave);
  at.setUTCMonth(at.getUTCMonth() + ATTEMPT_WINDOW_MONTHS);
  at.setTime(at.getTime() + 1);
  for (let step = 0; step < 4 && !mayStartAnotherAttempt(history, at); step += 1) at.setTime(at.getTime() + DAY_MS);
  return at;
}
