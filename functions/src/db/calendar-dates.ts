// A calendar date (a date of birth) as stored: a Timestamp at 00:00 UTC, travelling as 'YYYY-MM-DD'.
import { Timestamp } from "firebase-admin/firestore";

export function dateToTimestamp(date: string): Timestamp {
  return Timestamp.fromDate(new Date(`${date}T00:00:00.000Z`));
}
export function timestampToDate(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString().slice(0, 10) : null;
}
