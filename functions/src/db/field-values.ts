// Reading and writing a document's plain fields: what every converter needs, so a stored value of the
// wrong type reads as missing rather than as something it is not.
import { Timestamp } from "firebase-admin/firestore";

export const toStamp = (date: Date | null): Timestamp | null => (date ? Timestamp.fromDate(date) : null);
export const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
export const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
export const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
export const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | null => (allowed.includes(value as T) ? (value as T) : null);
