// How long ReadBright keeps what (issue 16). The Privacy page's table is written from these numbers and
// the scheduled jobs delete by them, so the promise and the code cannot disagree.
export const RETENTION = {
  /** A voice recording is deleted this many days after it was made; its mark stays. */
  recordingDays: 90,
  /** An account nobody has signed in to for this many years is deleted, with everything it owns... */
  idleAccountYears: 3,
  /** ...after a warning e-mail this many days before. */
  idleWarningDays: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a recording is due for deletion. */
export const recordingCutoff = (now: Date): Date => new Date(now.getTime() - RETENTION.recordingDays * DAY_MS);
