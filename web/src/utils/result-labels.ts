// How a test reads in the lists and the results view.

/** A participant's row before they have any test. */
export const NO_TEST_YET = "No test yet";

/** A day in the reader's locale, e.g. "Mar 1, 2026". */
export function formatDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** The day a test was taken: completed, else started, else created. */
export function testDate(result: { created_at: string; started_at: string | null; completed_at: string | null }): string {
  return formatDay(new Date(result.completed_at ?? result.started_at ?? result.created_at));
}
