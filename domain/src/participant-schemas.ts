// Participant form rules (spec sections 3 and 5), shared by the participant registration form and
// POST /api/participants/. The payload depends on who registers: see participantFormType.
import { object, string } from "yup";
import type { InferType } from "yup";
import { GENDERS } from "./enums";
import type { Gender, ResultStatus, RiskLevel, UserSubtype, UserType } from "./enums";
import { VALIDATION } from "./messages";
import { isCalendarDate, todayIsoDate } from "./profile";
import type { TestLanguage } from "./test-language";

export const PARTICIPANT_LIMITS = {
  name: 100,
  grade: 20,
  section: 20,
  history: 2000,
  difficulties: 2000,
} as const;

export const PARTICIPANT_MESSAGES = {
  nameRequired: VALIDATION.fullNameRequired,
  nameTooLong: `Full Name must be at most ${PARTICIPANT_LIMITS.name} characters`,
  dateOfBirthRequired: VALIDATION.birthDateRequired,
  dateOfBirthInvalid: "Birth Date must be a valid date in YYYY-MM-DD format",
  dateOfBirthFuture: "Birth Date cannot be in the future",
  genderInvalid: `Gender must be one of: ${GENDERS.join(", ")}`,
  gradeTooLong: `Grade must be at most ${PARTICIPANT_LIMITS.grade} characters`,
  sectionTooLong: `Section must be at most ${PARTICIPANT_LIMITS.section} characters`,
  historyTooLong: `History must be at most ${PARTICIPANT_LIMITS.history} characters`,
  difficultiesTooLong: `Difficulties must be at most ${PARTICIPANT_LIMITS.difficulties} characters`,
} as const;

/**
 * Which payload a user sends: an individual is the participant (only history and difficulties),
 * a school adds grade and section, everyone else sends the same fields without them.
 */
export type ParticipantFormType = "individual" | "school" | "other";

const SCHOOL_SUBTYPES: readonly UserSubtype[] = ["school_admin", "school_user", "school"];

export function participantFormType(user: { user_type: UserType; user_subtype: UserSubtype }): ParticipantFormType {
  if (user.user_type === "individual" || user.user_subtype === "individual") return "individual";
  if (user.user_type === "school" || SCHOOL_SUBTYPES.includes(user.user_subtype)) return "school";
  return "other";
}

// Trims strings but leaves other types alone, so 42 is refused as "not text" rather than
// quietly becoming "42" through yup's default cast.
const trimmed = (_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original);

/** Optional text: blank or missing becomes null. */
function optionalText(label: string, max: number, tooLong: string) {
  return string()
    .transform((value: unknown, original: unknown) => {
      const text = trimmed(value, original);
      return text === "" || text === undefined ? null : text;
    })
    .typeError(`${label} must be text`)
    .nullable()
    .default(null)
    .max(max, tooLong);
}

const nameSchema = string()
  .transform(trimmed)
  .typeError("Full Name must be text")
  .required(PARTICIPANT_MESSAGES.nameRequired)
  .max(PARTICIPANT_LIMITS.name, PARTICIPANT_MESSAGES.nameTooLong);

const dateOfBirthSchema = string()
  .transform(trimmed)
  .typeError(PARTICIPANT_MESSAGES.dateOfBirthInvalid)
  .required(PARTICIPANT_MESSAGES.dateOfBirthRequired)
  .test("calendar-date", PARTICIPANT_MESSAGES.dateOfBirthInvalid, (value) => !value || isCalendarDate(value))
  // ISO dates compare correctly as strings.
  .test("not-future", PARTICIPANT_MESSAGES.dateOfBirthFuture, (value) => !value || value <= todayIsoDate());

/** Missing or blank gender defaults to prefer_not_to_say (spec section 5). */
const genderSchema = string()
  .transform((value: unknown, original: unknown) => (original === undefined || original === null || original === "" ? "prefer_not_to_say" : value))
  .typeError(PARTICIPANT_MESSAGES.genderInvalid)
  .oneOf(GENDERS, PARTICIPANT_MESSAGES.genderInvalid)
  .default("prefer_not_to_say" satisfies Gender);

const historySchema = optionalText("History", PARTICIPANT_LIMITS.history, PARTICIPANT_MESSAGES.historyTooLong);
const difficultiesSchema = optionalText("Difficulties", PARTICIPANT_LIMITS.difficulties, PARTICIPANT_MESSAGES.difficultiesTooLong);

/** An individual is the participant: name, gender and date of birth come from their profile. */
export const individualParticipantSchema = object({
  history: historySchema,
  difficulties: difficultiesSchema,
});

/** Parents and organizations: a participant without grade and section. */
export const participantSchema = object({
  name: nameSchema,
  gender: genderSchema.required(),
  date_of_birth: dateOfBirthSchema,
  history: historySchema,
  difficulties: difficultiesSchema,
});

/** Schools: a student, with grade and section. */
export const schoolParticipantSchema = participantSchema.shape({
  grade: optionalText("Grade", PARTICIPANT_LIMITS.grade, PARTICIPANT_MESSAGES.gradeTooLong),
  section: optionalText("Section", PARTICIPANT_LIMITS.section, PARTICIPANT_MESSAGES.sectionTooLong),
});

/**
 * PATCH /api/participants/{id}: any of the fields an account holder may correct; those sent must be
 * valid (a blank name or date of birth is refused, blank notes, grade or section clear them), and those
 * not sent stay as they are.
 */
export const participantPatchSchema = object({
  name: nameSchema.optional(),
  gender: string().typeError(PARTICIPANT_MESSAGES.genderInvalid).oneOf(GENDERS, PARTICIPANT_MESSAGES.genderInvalid).optional(),
  date_of_birth: dateOfBirthSchema.optional(),
  grade: optionalText("Grade", PARTICIPANT_LIMITS.grade, PARTICIPANT_MESSAGES.gradeTooLong).default(undefined),
  section: optionalText("Section", PARTICIPANT_LIMITS.section, PARTICIPANT_MESSAGES.sectionTooLong).default(undefined),
  history: historySchema.default(undefined),
  difficulties: difficultiesSchema.default(undefined),
});
export type ParticipantPatch = InferType<typeof participantPatchSchema>;

export type IndividualParticipantInput = InferType<typeof individualParticipantSchema>;
export type ParticipantInput = InferType<typeof participantSchema>;
export type SchoolParticipantInput = InferType<typeof schoolParticipantSchema>;

export function participantSchemaFor(form: ParticipantFormType) {
  if (form === "individual") return individualParticipantSchema;
  if (form === "school") return schoolParticipantSchema;
  return participantSchema;
}

/** What the form holds while it is being filled in. */
export interface ParticipantFormValues {
  name: string;
  gender: Gender;
  date_of_birth: string;
  history: string;
  difficulties: string;
  grade: string;
  section: string;
}

export const EMPTY_PARTICIPANT_FORM: ParticipantFormValues = {
  name: "",
  gender: "prefer_not_to_say",
  date_of_birth: "",
  history: "",
  difficulties: "",
  grade: "",
  section: "",
};

/** A participant as GET /api/participants/ returns it. */
export interface ParticipantLatestResult {
  id: string;
  status: ResultStatus;
  risk_level: RiskLevel | null;
  /** The test's language (decision 50): a new test for the participant is offered in it. */
  language: TestLanguage;
  started_at: string | null;
  completed_at: string | null;
}

export interface Participant {
  id: string;
  name: string;
  gender: Gender;
  /** Whole years (ageInYears); null only for a participant stored without a date of birth. */
  age: number | null;
  date_of_birth: string | null;
  grade: string | null;
  section: string | null;
  history: string | null;
  difficulties: string | null;
  student_code: string | null;
  latest_result: ParticipantLatestResult | null;
}
