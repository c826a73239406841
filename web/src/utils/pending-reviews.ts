// Spoken answers still waiting for a person (or the recogniser): until they are marked, a result's level is
// provisional and says so in words, on screen and in print.
import type { SectionType } from "@readbright/domain/enums";

type PendingScores = Partial<Record<SectionType, { pending: number }>> | null | undefined;

export function pendingReviews(sectionScores: PendingScores): number {
  if (!sectionScores) return 0;
  return Object.values(sectionScores).reduce((sum, score) => sum + (score?.pending ?? 0), 0);
}

export function provisionalText(pending: number): string {
  return `Provisional: ${pending} spoken ${pending === 1 ? "answer is" : "answers are"} waiting for review`;
}

export function needsReviewLabel(pending: number): string {
  return `Needs review (${pending})`;
}

/** The Review page's column: answers waiting, then blind checks (decision 44), which leave the level as it is. */
export function waitingLabel(pending: number, blindChecks: number): string {
  const parts = [pending > 0 ? needsReviewLabel(pending) : null, blindChecks > 0 ? `Blind ${blindChecks === 1 ? "check" : "checks"} (${blindChecks})` : null];
  return parts.filter(Boolean).join(", ") || needsReviewLabel(0);
}
