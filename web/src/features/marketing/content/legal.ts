// Shared facts of the terms and the privacy policy. The retention periods the jobs keep come from
// domain/src/retention.ts, the numbers the scheduled deletions use, so they cannot disagree.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RETENTION as PERIODS } from "@readbright/domain/retention";

/** The day the terms last changed (shown as "22 November 2026" in English). */
export const LEGAL_LAST_UPDATED = "2026-11-22";

/**
 * A legal text's date, "2026-11-22", as the day, the month's name in the reader's language and the year, for
 * a sentence that puts them in its language's order ("22 November 2026", "22 de noviembre de 2026").
 */
export function legalDateParts(i18n: I18n, isoDate: string): { day: string; month: string; year: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    day: String(date.getUTCDate()),
    month: i18n.date(date, { month: "long", timeZone: "UTC" }),
    year: String(date.getUTCFullYear()),
  };
}

// Named placeholders, so the translator reads what each number is.
const { auditEventMonths, recordingDays, contactMessageMonths, bookkeepingDays, idleAccountYears, idleWarningDays } = PERIODS;

export const RETENTION: readonly { id: string; what: MessageDescriptor; howLong: MessageDescriptor }[] = [
  {
    id: "account",
    what: msg`Your account and profile`,
    howLong: msg`While your account is open. Deleted at once when you delete it in Settings.`,
  },
  {
    id: "people",
    what: msg`People you screen, their results and any diagnostic outcome recorded for them`,
    howLong: msg`Until you delete them, or your account, in your dashboard. Deleted at once, and their name is removed from the activity log at once. A diagnostic outcome can also be deleted on its own, and leaves the accuracy counts with it.`,
  },
  {
    id: "activity-log",
    what: msg`A school's or organisation's activity log (who played a recording, marked an answer, recorded a diagnostic outcome, downloaded or deleted what)`,
    howLong: msg`${auditEventMonths} months after the action, then deleted automatically. When a person or a member of staff is deleted, the entries that named them stay without their name or address.`,
  },
  {
    id: "recordings",
    what: msg`Voice recordings`,
    howLong: msg`${recordingDays} days after they are recorded, then deleted automatically. The scores stay.`,
  },
  {
    id: "contact-messages",
    what: msg`Messages sent through our contact form`,
    howLong: msg`${contactMessageMonths} months after they are sent, then deleted automatically.`,
  },
  {
    id: "ip-addresses",
    what: msg`IP addresses, scrambled with a secret key that changes every day, used to stop abuse of the contact form and of tests`,
    howLong: msg`No more than ${bookkeepingDays} days. Each day's key is deleted once the day is over, so nobody can turn a scrambled address back into the address.`,
  },
  {
    id: "accuracy-counts",
    what: msg`Counts for our published accuracy figures: how many outcomes of each kind at each risk level and score, and how often a person's mark of a spoken answer matched the machine's (no names, no ids, no recordings)`,
    howLong: msg`As long as the service runs. A person's outcome leaves the counts when it or they are deleted; the marks' counts say nothing about who answered.`,
  },
  { id: "hosting-logs", what: msg`Our hosting provider's request logs`, howLong: msg`30 days.` },
  {
    id: "idle-accounts",
    what: msg`Accounts nobody has signed in to for ${idleAccountYears} years`,
    howLong: msg`We email you, and delete the account ${idleWarningDays} days later unless you sign in.`,
  },
];
