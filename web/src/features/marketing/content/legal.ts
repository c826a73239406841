// Shared facts of the terms and the privacy policy. The retention periods the jobs keep come from
// domain/src/retention.ts, the numbers the scheduled deletions use, so they cannot disagree.
import { RETENTION as PERIODS } from "@readbright/domain/retention";

export const LEGAL_LAST_UPDATED = "22 November 2026";

export const RETENTION = [
  { what: "Your account and profile", howLong: "While your account is open. Deleted at once when you delete it in Settings." },
  {
    what: "People you screen, their results and any diagnostic outcome recorded for them",
    howLong: "Until you delete them, or your account, in your dashboard. Deleted at once, and their name is removed from the activity log at once. A diagnostic outcome can also be deleted on its own, and leaves the accuracy counts with it.",
  },
  {
    what: "A school's or organisation's activity log (who played a recording, marked an answer, recorded a diagnostic outcome, downloaded or deleted what)",
    howLong: `${PERIODS.auditEventMonths} months after the action, then deleted automatically. When a person or a member of staff is deleted, the entries that named them stay without their name or address.`,
  },
  {
    what: "Voice recordings",
    howLong: `${PERIODS.recordingDays} days after they are recorded, then deleted automatically. The scores stay.`,
  },
  {
    what: "Messages sent through our contact form",
    howLong: `${PERIODS.contactMessageMonths} months after they are sent, then deleted automatically.`,
  },
  {
    what: "IP addresses, scrambled with a secret key that changes every day, used to stop abuse of the contact form and of tests",
    howLong: `No more than ${PERIODS.bookkeepingDays} days. Each day's key is deleted once the day is over, so nobody can turn a scrambled address back into the address.`,
  },
  {
    what: "Counts for our published accuracy figures: how many outcomes of each kind at each risk level and score, and how often a person's mark of a spoken answer matched the machine's (no names, no ids, no recordings)",
    howLong: "As long as the service runs. A person's outcome leaves the counts when it or they are deleted; the marks' counts say nothing about who answered.",
  },
  { what: "Our hosting provider's request logs", howLong: "30 days." },
  {
    what: `Accounts nobody has signed in to for ${PERIODS.idleAccountYears} years`,
    howLong: `We email you, and delete the account ${PERIODS.idleWarningDays} days later unless you sign in.`,
  },
] as const;
