// The profile as the API returns it (spec section 3) and its calendar-date format.
import type { Gender, ProfessionalKind, UserSubtype, UserType } from "./enums";
import type { OnboardingState } from "./onboarding";
import type { Language } from "./languages";
import type { ReadingSettings } from "./reading-settings";

/** What a profile stores; dates travel as 'YYYY-MM-DD' strings. */
export interface ProfileFields {
  first_name: string | null;
  last_name: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  city: string | null;
  country: string | null;
  /** The id of the school a school admin registered or a school user was invited to, or null. */
  school: string | null;
  /** An organization's id is its admin's uid: set on the admin and on every professional they invite. */
  organization: string | null;
  email: string | null;
  user_type: UserType;
  user_subtype: UserSubtype;
  professional: ProfessionalKind | null;
  /** The account's reading settings, or null/absent until first chosen while signed in. */
  reading_settings?: ReadingSettings | null;
  /** The language the account reads ReadBright in (its pages and its mail), or null/absent until first chosen. */
  language?: Language | null;
}

/** GET/PATCH /api/profile/ and POST /api/profile/set-type/ respond with this. */
export interface Profile extends ProfileFields {
  id: string;
  onboarding_state: OnboardingState;
}

/** The caller's organization, derived for an organization admin whose profile predates the field. */
export function organizationOf(uid: string, profile: Pick<ProfileFields, "organization" | "user_subtype">): string | null {
  return profile.organization ?? (profile.user_subtype === "organization_admin" ? uid : null);
}

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written 'YYYY-MM-DD' (so 2023-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date as 'YYYY-MM-DD' in UTC, the zone dates of birth are stored in. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The youngest age at which someone may hold their own account (the Terms and the Privacy page say so). */
export const MIN_ACCOUNT_AGE = 16;

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is at least `years` old on `today` (UTC). */
export function isAtLeastYearsOld(dateOfBirth: string, years: number, today: string = todayIsoDate()): boolean {
  const cutoff = `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
  // ISO dates compare correctly as strings; a birthday today counts.
  return dateOfBirth <= cutoff;
}

/** School and organization admins invite and manage users (the Users page); nobody else does. */
export function managesUsers(profile: Pick<ProfileFields, "user_subtype">): boolean {
  return profile.user_subtype === "school_admin" || profile.user_subtype === "organization_admin";
}
