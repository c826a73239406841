// How a test reads in the lists and the results view.
import { i18n as inForce } from "@lingui/core";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A participant's row before they have any test: show it with i18n._ or t. */
export const NO_TEST_YET_MESSAGE = msg`No test yet`;

/** A day in the language in force (or `i18n`'s), e.g. "Mar 1, 2026". */
export function formatDay(date: Date, i18n: I18n = inForce): string {
  return Number.isNaN(date.getTime()) ? "" : i18n.date(date, { year: "numeric", month: "short", day: "numeric" });
}

/** The day a test was taken: completed, else started, else created. */
export function testDate(result: { created_at: string; started_at: string | null; completed_at: string | null }, i18n: I18n = inForce): string {
  return formatDay(new Date(result.completed_at ?? result.started_at ?? result.created_at), i18n);
}
