// How long ReadBright keeps what. The Privacy page's table is written from these numbers and
// the scheduled jobs delete by them, so the promise and the code cannot disagree.
export const RETENTION = {
  /** A voice recording is deleted this many days after it was made; its mark stays. */
  recordingDays: 90,
  /** An account nobody has signed in to for this many years is deleted, with everything it owns... */
  idleAccountYears: 3,
  /** ...after a warning e-mail this many days before. */
  idleWarningDays: 30,
  /** A message sent through the contact form is deleted this many months after it was sent. */
  contactMessageMonths: 12,
  /** An entry of a school's or organization's activity log (audit_events) is deleted this many months after the action. */
  auditEventMonths: 24,
  /**
   * Bookkeeping that names a hashed address or an account (rate limits, idempotency keys) is deleted by
   * the daily run once it has expired; none lives longer than a day, so none is kept more than this.
   */
  bookkeepingDays: 2,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a recording is due for deletion. */
export const recordingCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION.recordingDays * DAY_MS);

const monthsBefore = (now: Date, months: number): Date => {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
};

/** The moment before which a contact message is due for deletion (calendar months). */
export const contactMessageCutoff = (now: Date): Date => monthsBefore(now, RETENTION.contactMessageMonths);

/** The moment before which an activity-log entry is due for deletion (calendar months). */
export const auditEventCutoff = (now: Date): Date => monthsBefore(now, RETENTION.auditEventMonths);
