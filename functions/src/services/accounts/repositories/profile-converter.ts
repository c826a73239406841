// Firestore <-> ProfileFields. Stored field names are the API's snake_case names; the date
// of birth is a Timestamp at 00:00 UTC and travels as 'YYYY-MM-DD'.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { GENDERS, PROFESSIONAL_KINDS, USER_SUBTYPES, USER_TYPES } from "@readbright/domain/enums";
import type { ProfileFields } from "@readbright/domain/profile";
import { LANGUAGES } from "@readbright/domain/languages";
import { normaliseReadingSettings } from "@readbright/domain/reading-settings";
import { dateToTimestamp, timestampToDate } from "../../../db/calendar-dates";

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

// Unknown stored values read as the safe default rather than leaking into the API.
function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function oneOfOrNull<T extends string>(allowed: readonly T[], value: unknown): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/** The stored form of some or all fields (used for partial writes too). */
export function toProfileData(fields: Partial<ProfileFields>): DocumentData {
  const data: DocumentData = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data[key] = key === "date_of_birth" && typeof value === "string" ? dateToTimestamp(value) : value;
  }
  return data;
}

export function fromProfileData(data: DocumentData): ProfileFields {
  return {
    first_name: text(data.first_name),
    last_name: text(data.last_name),
    gender: oneOfOrNull(GENDERS, data.gender),
    date_of_birth: timestampToDate(data.date_of_birth),
    city: text(data.city),
    country: text(data.country),
    school: text(data.school),
    organization: text(data.organization),
    email: text(data.email),
    user_type: oneOf(USER_TYPES, data.user_type, "unset"),
    user_subtype: oneOf(USER_SUBTYPES, data.user_subtype, "unset"),
    professional: oneOfOrNull(PROFESSIONAL_KINDS, data.professional),
    reading_settings: normaliseReadingSettings(data.reading_settings),
    language: oneOfOrNull(LANGUAGES, data.language),
  };
}

export const profileConverter: FirestoreDataConverter<ProfileFields> = {
  toFirestore: (fields) => toProfileData(fields as Partial<ProfileFields>),
  fromFirestore: (snapshot: QueryDocumentSnapshot) => fromProfileData(snapshot.data()),
};
