// Spoken answers still waiting for a person (or the recogniser): until they are marked, a result's level is
// provisional and says so in words, on screen and in print. The words are in the language of `i18n`: the
// caller's (useLingui), else the language in force.
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { SectionType } from "@readbright/domain/enums";

type PendingScores = Partial<Record<SectionType, { pending: number }>> | null | undefined;

export function pendingReviews(sectionScores: PendingScores): number {
  if (!sectionScores) return 0;
  return Object.values(sectionScores).reduce((sum, score) => sum + (score?.pending ?? 0), 0);
}

export function provisionalText(pending: number, i18n: I18n = inForce): string {
  return i18n._(
    msg`${plural(pending, {
      one: "Provisional: # spoken answer is waiting for review",
      other: "Provisional: # spoken answers are waiting for review",
    })}`,
  );
}

export function needsReviewLabel(pending: number, i18n: I18n = inForce): string {
  return i18n._(msg`Needs review (${pending})`);
}

/** The Review page's column: answers waiting, then blind checks (decision 44), which leave the level as it is. */
export function waitingLabel(pending: number, blindChecks: number, i18n: I18n = inForce): string {
  const checks = blindChecks > 0 ? i18n._(msg`${plural(blindChecks, { one: "Blind check (#)", other: "Blind checks (#)" })}`) : null;
  const parts = [pending > 0 ? needsReviewLabel(pending, i18n) : null, checks];
  return parts.filter(Boolean).join(", ") || needsReviewLabel(0, i18n);
}
