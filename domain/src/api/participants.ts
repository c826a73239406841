// The participants (spec section 7): list, register one, read one, delete one with everything recorded
// about them, and register many from a CSV. One contract for the function's routes and the web's api files.
import type { TestLanguage } from "../test-language";
import { boolean, object, string } from "yup";
import type { InferType } from "yup";
import { CONSENT_MESSAGES } from "../consent";
import { CSV_MAX_BYTES, CSV_MESSAGES, CSV_UPLOAD_FIELD } from "../csv-template";
import { PARTICIPANT_LIMITS, PARTICIPANT_MESSAGES, participantPatchSchema } from "../participant-schemas";
import type { Participant } from "../participant-schemas";
import { endpoint, idParams } from "./endpoint";
import { pageQueryFields, PAGING_MESSAGES } from "./paging";
import type { Page } from "./paging";
import { RESULTS_EXPORT_MESSAGES, riskFilterSchema } from "./results-export";
import type { RiskLevel } from "../enums";
import type { RiskMovement } from "../progress";
import type { ResultListItem } from "./assessment-results";

export const PARTICIPANT_ERRORS = {
  notFound: "Participant not found",
  schoolRequired: "Register your school before adding students",
  profileIncomplete: "Add your name and date of birth to your profile first",
  selfFromProfile: "Your own name, gender and date of birth come from your profile: change them in Settings",
  noTestWaiting: "No test is waiting for this Student ID",
} as const;

export const participantParamsSchema = idParams(PARTICIPANT_ERRORS.notFound);

// Text of the right type and length, or nothing; blank means none. Which fields a caller must send
// depends on their form (an individual sends only history and difficulties, a school also grade and
// section: spec section 3), so the service checks that with the form's own schema.
const text = (label: string, max: number, tooLong: string) =>
  string()
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() || null : original))
    .typeError(`${label} must be text`)
    .nullable()
    .optional()
    .max(max, tooLong);

/** Every field any of the three forms may send, shape only; unknown fields are stripped. */
export const participantBodySchema = object({
  name: text("Full Name", PARTICIPANT_LIMITS.name, PARTICIPANT_MESSAGES.nameTooLong),
  gender: string().typeError(PARTICIPANT_MESSAGES.genderInvalid).nullable().optional(),
  date_of_birth: string().typeError(PARTICIPANT_MESSAGES.dateOfBirthInvalid).nullable().optional(),
  history: text("History", PARTICIPANT_LIMITS.history, PARTICIPANT_MESSAGES.historyTooLong),
  difficulties: text("Difficulties", PARTICIPANT_LIMITS.difficulties, PARTICIPANT_MESSAGES.difficultiesTooLong),
  grade: text("Grade", PARTICIPANT_LIMITS.grade, PARTICIPANT_MESSAGES.gradeTooLong),
  section: text("Section", PARTICIPANT_LIMITS.section, PARTICIPANT_MESSAGES.sectionTooLong),
  // The caller's confirmation (domain/src/consent.ts): required of everyone but an individual. Which
  // message a refusal carries depends on who calls, so the service checks that it is true.
  consent: boolean().strict().typeError(CONSENT_MESSAGES.notBoolean).nullable().optional(),
});
export type ParticipantBody = InferType<typeof participantBodySchema>;

/** One bad row of a refused CSV: its spreadsheet row number and what is wrong with it. */
export interface CsvRowError {
  row: number;
  errors: string[];
}

/** The 400 of a CSV with bad rows carries them, beside the message; nothing was written. */
export interface UploadRefusal {
  error: string;
  rows: CsvRowError[];
}

const groupFilters = {
  grade: string().strict().typeError(PARTICIPANT_MESSAGES.gradeTooLong).max(PARTICIPANT_LIMITS.grade, PARTICIPANT_MESSAGES.gradeTooLong).optional(),
  section: string().strict().typeError(PARTICIPANT_MESSAGES.sectionTooLong).max(PARTICIPANT_LIMITS.section, PARTICIPANT_MESSAGES.sectionTooLong).optional(),
};

/**
 * Without `limit`, the spec's array of everyone in scope; with it, a Page. Either is narrowed by grade,
 * section and risk (the level of each one's latest completed test, as the dashboard's meter counts).
 */
export const participantListQuerySchema = object({
  ...pageQueryFields,
  ...groupFilters,
  risk: riskFilterSchema,
});

/** A paged list's participant comes with every test they took, newest first: all a dashboard row shows. */
export interface ParticipantWithResults extends Participant {
  results: ResultListItem[];
}

export const listParticipants = endpoint<Participant[] | Page<ParticipantWithResults>>()({
  method: "GET", path: "/api/participants/", auth: "verified", query: participantListQuerySchema, errors: [...Object.values(PAGING_MESSAGES), RESULTS_EXPORT_MESSAGES.riskInvalid],
});

/** The dashboard's meter and risk movement for a grade and section, counted on the server. */
export interface ParticipantsSummary {
  /** Participants in the grade and section, tested or not. */
  total: number;
  /** By the level of each participant's latest completed test; the untested count in none. */
  risk_counts: Record<RiskLevel, number>;
  /**
   * The same counts split by the language of that latest test (decision 50): each participant in one,
   * so English and Spanish figures never mix; they add up to risk_counts.
   */
  risk_counts_by_language: Record<TestLanguage, Record<RiskLevel, number>>;
  /** Moves between each participant's last two completed tests. */
  movement: RiskMovement;
  /** Every grade and section in the caller's scope (whatever the filters), in natural order: the filters' options. */
  grades: string[];
  sections: string[];
  /**
   * Tests with spoken answers waiting for review in the caller's whole scope, whatever the grade and
   * section (the dashboard's Review notice, and the Review page, cover the scope: decision 25).
   */
  pending_reviews: number;
}

export const participantsSummaryQuerySchema = object(groupFilters);

export const getParticipantsSummary = endpoint<ParticipantsSummary>()({
  method: "GET", path: "/api/participants/summary/", auth: "verified", query: participantsSummaryQuerySchema, errors: [PARTICIPANT_MESSAGES.gradeTooLong, PARTICIPANT_MESSAGES.sectionTooLong],
});

/**
 * 'Download class list': the class's students (grade and section; none means everyone in scope) with their
 * Student IDs, as the plain list answers them. A route of its own so the download is recorded in the
 * school's audit log (docs/decisions/0029-audit-log.md); the list itself records nothing.
 */
export const getClassList = endpoint<Participant[]>()({
  method: "GET", path: "/api/participants/class-list/", auth: "verified", query: participantsSummaryQuerySchema, errors: [PARTICIPANT_MESSAGES.gradeTooLong, PARTICIPANT_MESSAGES.sectionTooLong],
});

const consentRefusals = Object.values(CONSENT_MESSAGES.required);

export const registerParticipant = endpoint<Participant>()({
  method: "POST", path: "/api/participants/", auth: "verified", idempotent: true, body: participantBodySchema, errors: [PARTICIPANT_ERRORS.schoolRequired, PARTICIPANT_ERRORS.profileIncomplete, ...consentRefusals],
});

export const getParticipant = endpoint<Participant>()({
  method: "GET", path: "/api/participants/{id}", auth: "verified", params: participantParamsSchema, errors: [PARTICIPANT_ERRORS.notFound],
});

/**
 * 200 with the participant as corrected: name, gender, date of birth, grade and section (a school's
 * students), history and difficulties. Their tests show the new name, grade and section; the change goes
 * in the school's or organization's activity log.
 */
export const updateParticipant = endpoint<Participant>()({
  method: "PATCH", path: "/api/participants/{id}", auth: "verified", params: participantParamsSchema, body: participantPatchSchema, errors: [PARTICIPANT_ERRORS.notFound, PARTICIPANT_ERRORS.selfFromProfile],
});

/** 204: the participant, their results, answers, recordings and Student ID are gone. */
export const deleteParticipant = endpoint<void>()({
  method: "DELETE", path: "/api/participants/{id}", auth: "verified", params: participantParamsSchema, errors: [PARTICIPANT_ERRORS.notFound],
});

/** The upload form's text field: `consent=true` confirms consent for every row (domain/src/consent.ts). */
export const uploadFieldsSchema = object({ consent: string().optional() });

// Browsers label a .csv file differently: text/csv mostly, but Windows with Excel installed sends
// application/vnd.ms-excel, and some systems send no type at all (application/octet-stream).
const CSV_TYPES = /^(text\/[\w.+-]+|application\/(csv|x-csv|vnd\.ms-excel|octet-stream))$/i;

/** The file: sent (under csv_file), named .csv and labelled as text or a spreadsheet's CSV. */
export const csvFileSchema = object({
  filename: string().trim().required(CSV_MESSAGES.notCsv).matches(/\.csv$/i, CSV_MESSAGES.notCsv),
  mime_type: string().trim().required(CSV_MESSAGES.notCsv).matches(CSV_TYPES, CSV_MESSAGES.notCsv),
}).required(CSV_MESSAGES.notCsv);

/** 201 { created }; a CSV with bad rows is a 400 UploadRefusal and writes nothing; so is one without consent. */
export const uploadParticipants = endpoint<{ created: number }>()({
  method: "POST", path: "/api/participants/upload/", auth: "verified", idempotent: true, multipart: { fileField: CSV_UPLOAD_FIELD, maxFileBytes: CSV_MAX_BYTES, tooLargeMessage: CSV_MESSAGES.tooLarge, fields: uploadFieldsSchema, file: csvFileSchema }, errors: [...Object.values(CSV_MESSAGES), ...consentRefusals],
});
