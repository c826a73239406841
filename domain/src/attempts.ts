// The attempt limit (spec section 9: a test may be taken up to MAX_ATTEMPTS times within
// ATTEMPT_WINDOW_MONTHS months), written once: the server refuses a new test with it, and the web says
// from it when a participant can be screened again (docs/decisions/0022-progress-over-time.md).
import type { ResultStatus } from "./enums";
import { ATTEMPT_WINDOW_MONTHS, FREE_FLAGGED_TESTS, MAX_ATTEMPTS } from "./limits";
import type { ValidityFlag } from "./validity";

/** A test as the rule sees it: the server's stored result (a Date) or the API's list item (an ISO string). */
export interface Attempt {
  status: ResultStatus;
  created_at: Date | string;
  /** A completed test with any flag does not count, the first in the window (decision 40); null or absent: none computed. */
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

/**
 * The tests that count against the limit at `now`: created inside the window and not abandoned, less the
 * oldest FREE_FLAGGED_TESTS flagged ones (a result not to be trusted should not stop a fair test, but a
 * second flagged test in the window counts: flags cannot buy test after test).
 */
function countedAt(history: readonly Attempt[], now: Date): Attempt[] {
  const start = attemptWindowStart(now).getTime();
  const inWindow = history.filter((attempt) => attempt.status !== "abandoned" && createdAt(attempt) > start);
  const free = new Set(
    inWindow
      .filter(isFlagged)
      .sort((a, b) => createdAt(a) - createdAt(b))
      .slice(0, FREE_FLAGGED_TESTS),
  );
  return inWindow.filter((attempt) => !free.has(attempt));
}

/** Attempts are results created in the window, of any assessment (a child moving up an age band does not get fresh attempts), as countedAt counts them. */
export function attemptsInWindow(history: readonly Attempt[], now: Date): number {
  return countedAt(history, now).length;
}

/** Whether the participant may have another test now: fewer than MAX_ATTEMPTS in the window. */
export function mayStartAnotherAttempt(history: readonly Attempt[], now: Date): boolean {
  return attemptsInWindow(history, now) < MAX_ATTEMPTS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When another test may be started, or null when one may be started now: the first moment a test leaves
 * the window after which the rule accepts one (a test leaving can also make an older flagged test the
 * free one). Where calendar months overflow (31 October less 8 months is 3 March) it moves on by days
 * until mayStartAnotherAttempt holds, so the server accepts a test at the moment given.
 */
export function nextAttemptAt(history: readonly Attempt[], now: Date): Date | null {
  if (mayStartAnotherAttempt(history, now)) return null;
  const leaving = history
    .filter((attempt) => attempt.status !== "abandoned")
    .map((attempt) => {
      const at = new Date(createdAt(attempt));
      at.setUTCMonth(at.getUTCMonth() + ATTEMPT_WINDOW_MONTHS);
      return at.getTime() + 1;
    })
    .filter((at) => at > now.getTime())
    .sort((a, b) => a - b);
  for (const moment of leaving) {
    for (let step = 0; step < 4; step += 1) {
      const at = new Date(moment + step * DAY_MS);
      if (mayStartAnotherAttempt(history, at)) return at;
    }
  }
  // Unreachable: once every test has left the window none counts.
  return new Date((leaving[leaving.length - 1] ?? now.getTime()) + 4 * DAY_MS);
}
