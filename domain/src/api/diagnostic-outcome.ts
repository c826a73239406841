// A client's diagnostic outcome (decision 45): a dyslexia professional records, on a client's page, what
// a full diagnostic assessment found, when, and with what instrument. It is personal data (kept on the
// participant as `diagnostic_outcome`; exported, deleted and logged with them), and it is compared with
// the client's screening to measure ReadBright's accuracy (the evidence's accuracy figures).
// GET, POST (records or replaces) and DELETE /api/participants/{id}/diagnostic-outcome/.
import { object, string } from "yup";
import type { InferType } from "yup";
import { isCalendarDate, todayIsoDate } from "../profile";
import type { RiskLevel } from "../enums";
import { endpoint, idParams } from "./endpoint";

export const DIAGNOSTIC_OUTCOMES = ["identified", "not_identified", "inconclusive"] as const;
export type DiagnosticOutcomeKind = (typeof DIAGNOSTIC_OUTCOMES)[number];

export const DIAGNOSTIC_OUTCOME_LABELS: Record<DiagnosticOutcomeKind, string> = {
  identified: "Dyslexia identified",
  not_identified: "Dyslexia not identified",
  inconclusive: "Inconclusive",
};

export const INSTRUMENT_MAX_LENGTH = 120;
/** No diagnostic assessment is recorded from before this day. */
export const EARLIEST_ASSESSMENT_DATE = "2000-01-01";

export const DIAGNOSTIC_OUTCOME_MESSAGES = {
  participantNotFound: "Participant not found",
  professionalsOnly: "Only a dyslexia professional can record a diagnostic outcome",
  noOutcome: "No diagnostic outcome is recorded for this client",
  outcomeRequired: "Choose the outcome of the diagnostic assessment",
  outcomeInvalid: "The outcome must be identified, not_identified or inconclusive",
  dateRequired: "Enter the date of the diagnostic assessment",
  dateInvalid: "The date must be a real date, as YYYY-MM-DD",
  dateFuture: "The date of the diagnostic assessment cannot be in the future",
  dateTooEarly: `The date of the diagnostic assessment cannot be before ${EARLIEST_ASSESSMENT_DATE}`,
  instrumentRequired: "Enter the assessment or test battery used",
  instrumentInvalid: "The instrument must be text",
  instrumentTooLong: `The instrument must be at most ${INSTRUMENT_MAX_LENGTH} characters`,
} as const;

const M = DIAGNOSTIC_OUTCOME_MESSAGES;

const trimmedText = (value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original);

/** The form's and the API's rules, once. */
export const diagnosticOutcomeBodySchema = object({
  outcome: string().strict().typeError(M.outcomeInvalid).required(M.outcomeRequired).oneOf(DIAGNOSTIC_OUTCOMES, M.outcomeInvalid),
  assessed_on: string()
    .transform(trimmedText)
    .typeError(M.dateInvalid)
    .required(M.dateRequired)
    .test("calendar-date", M.dateInvalid, (value) => !value || isCalendarDate(value))
    // ISO dates compare correctly as strings.
    .test("not-future", M.dateFuture, (value) => !value || value <= todayIsoDate())
    .test("not-too-early", M.dateTooEarly, (value) => !value || value >= EARLIEST_ASSESSMENT_DATE),
  instrument: string().transform(trimmedText).typeError(M.instrumentInvalid).required(M.instrumentRequired).max(INSTRUMENT_MAX_LENGTH, M.instrumentTooLong),
});
export type DiagnosticOutcomeBody = InferType<typeof diagnosticOutcomeBodySchema>;

/** The screening an outcome is compared with: the latest completed one on or before its date (decision 45). */
export interface ComparedScreening {
  result_id: string;
  completed_at: string;
  risk_level: RiskLevel | null;
}

export interface DiagnosticOutcomeResponse {
  participant_id: string;
  outcome: DiagnosticOutcomeKind;
  assessed_on: string;
  instrument: string;
  recorded_at: string;
  /** null: no completed screening on or before the date, so the outcome counts in no accuracy figure yet. */
  compared_with: ComparedScreening | null;
}

export interface DiagnosticOutcomeState {
  diagnostic_outcome: DiagnosticOutcomeResponse | null;
}

export const diagnosticOutcomeParamsSchema = idParams(M.participantNotFound);

export const getDiagnosticOutcome = endpoint<DiagnosticOutcomeState>()({
  method: "GET", path: "/api/participants/{id}/diagnostic-outcome/", auth: "verified", params: diagnosticOutcomeParamsSchema, errors: [M.participantNotFound, M.professionalsOnly],
});

/** Records the outcome, replacing any recorded before. */
export const recordDiagnosticOutcome = endpoint<DiagnosticOutcomeState>()({
  method: "POST", path: "/api/participants/{id}/diagnostic-outcome/", auth: "verified", params: diagnosticOutcomeParamsSchema, body: diagnosticOutcomeBodySchema, errors: [M.participantNotFound, M.professionalsOnly],
});

/** 204: the outcome is gone, and with it its part in the accuracy counts. */
export const deleteDiagnosticOutcome = endpoint<void>()({
  method: "DELETE", path: "/api/participants/{id}/diagnostic-outcome/", auth: "verified", params: diagnosticOutcomeParamsSchema, errors: [M.participantNotFound, M.professionalsOnly, M.noOutcome],
});
