// Profile info rules (spec section 5), shared by the profile form and PATCH /api/profile/.
import { object, string } from "yup";
import type { InferType } from "yup";
import { GENDERS } from "./enums";
import { LANGUAGES } from "./languages";
import { VALIDATION } from "./messages";
import { isAtLeastYearsOld, isCalendarDate, MIN_ACCOUNT_AGE, todayIsoDate } from "./profile";
import { readingSettingsSchema } from "./reading-settings-schema";

export const PROFILE_TEXT_MAX_LENGTH = 100;

export const PROFILE_MESSAGES = {
  genderRequired: "Gender is required",
  genderInvalid: `Gender must be one of: ${GENDERS.join(", ")}`,
  countryRequired: "Country is required",
  dateOfBirthInvalid: "Date of Birth must be a valid date in YYYY-MM-DD format",
  dateOfBirthFuture: "Date of Birth cannot be in the future",
  languageInvalid: `Language must be one of: ${LANGUAGES.join(", ")}`,
  tooYoung: `You must be ${MIN_ACCOUNT_AGE} or older to have an account. Younger people are screened through a parent's, school's or professional's account.`,
} as const;

// Trims strings but leaves other types alone, so 42 is refused as "not text" instead of
// being quietly turned into "42" by yup's default cast.
function text(label: string, requiredMessage: string) {
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original))
    .typeError(`${label} must be text`)
    .nonNullable(requiredMessage)
    .min(1, requiredMessage)
    .max(PROFILE_TEXT_MAX_LENGTH, `${label} must be at most ${PROFILE_TEXT_MAX_LENGTH} characters`);
}

// Each field may be left out (a partial update); when given it must be valid, and a blank
// value gets the field's "required" message.
export const firstNameSchema = text("First Name", VALIDATION.firstNameRequired);
export const lastNameSchema = text("Last Name", VALIDATION.lastNameRequired);
export const citySchema = text("City", VALIDATION.cityRequired);
export const countrySchema = text("Country", PROFILE_MESSAGES.countryRequired);
export const genderSchema = string()
  .typeError(PROFILE_MESSAGES.genderInvalid)
  .nonNullable(PROFILE_MESSAGES.genderRequired)
  .oneOf(GENDERS, PROFILE_MESSAGES.genderInvalid);
export const dateOfBirthSchema = text("Date of Birth", VALIDATION.dateOfBirthRequired)
  .test("calendar-date", PROFILE_MESSAGES.dateOfBirthInvalid, (value) => !value || isCalendarDate(value))
  // ISO dates compare correctly as strings.
  .test("not-future", PROFILE_MESSAGES.dateOfBirthFuture, (value) => !value || value <= todayIsoDate())
  // The account holder's own date of birth: nobody under 16 holds an account (the Privacy page's promise).
  .test("old-enough", PROFILE_MESSAGES.tooYoung, (value) => !value || !isCalendarDate(value) || value > todayIsoDate() || isAtLeastYearsOld(value, MIN_ACCOUNT_AGE));

/** PATCH /api/profile/: any subset of the fields. */
export const profilePatchSchema = object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  date_of_birth: dateOfBirthSchema,
  gender: genderSchema,
  city: citySchema,
  country: countrySchema,
  /** Reading settings, saved from any page's Reading settings panel. */
  reading_settings: readingSettingsSchema,
  /** The account's language, kept when the reader switches it on any page while signed in. */
  language: string().strict().typeError(PROFILE_MESSAGES.languageInvalid).nonNullable(PROFILE_MESSAGES.languageInvalid).oneOf(LANGUAGES, PROFILE_MESSAGES.languageInvalid),
});
export type ProfilePatch = InferType<typeof profilePatchSchema>;

/** The onboarding profile-info form: every field required. */
export const profileInfoSchema = object({
  first_name: firstNameSchema.required(VALIDATION.firstNameRequired),
  last_name: lastNameSchema.required(VALIDATION.lastNameRequired),
  date_of_birth: dateOfBirthSchema.required(VALIDATION.dateOfBirthRequired),
  gender: genderSchema.required(PROFILE_MESSAGES.genderRequired),
  city: citySchema.required(VALIDATION.cityRequired),
  country: countrySchema.required(PROFILE_MESSAGES.countryRequired),
});
export type ProfileInfoValues = InferType<typeof profileInfoSchema>;
