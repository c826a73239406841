// GET /api/assessment-results/export/: the results in the caller's scope as a CSV file, narrowed by the
// filters the dashboard and My Tests show (docs/decisions/0021-class-results-export.md).
import { mixed, object, string } from "yup";
import type { InferType } from "yup";
import { RISK_LEVELS } from "../enums";
import type { RiskLevel } from "../enums";
import type { Bytes } from "./endpoint";
import { endpoint } from "./endpoint";

export const RESULTS_EXPORT_MESSAGES = {
  filterInvalid: "grade and section must be text of at most 100 characters",
  riskInvalid: `risk must be one of ${RISK_LEVELS.join(", ")}`,
} as const;

// Taken from what was sent: a repeated ?grade= arrives as a list, which is refused, never joined.
const filterText = string()
  .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() || undefined : original))
  .typeError(RESULTS_EXPORT_MESSAGES.filterInvalid)
  .max(100, RESULTS_EXPORT_MESSAGES.filterInvalid)
  .optional();

/** The dashboard's risk filter (a participant's latest completed level); blank means any. */
export const riskFilterSchema = mixed<RiskLevel>()
  .transform((value: unknown) => (value === "" ? undefined : value))
  .oneOf([...RISK_LEVELS, undefined], RESULTS_EXPORT_MESSAGES.riskInvalid)
  .optional();

/** Blank means any: no grade, section or risk chosen exports everything in scope. */
export const resultsExportQuerySchema = object({
  grade: filterText,
  section: filterText,
  risk: riskFilterSchema,
});
export type ResultsExportQuery = InferType<typeof resultsExportQuerySchema>;

/** Never kept by a browser or a proxy: children's names and scores. */
export const RESULTS_EXPORT_CACHE_CONTROL = "private, no-store";

/**
 * The response is the CSV file itself (`text/csv; charset=utf-8`, a byte order mark first, with
 * `Content-Disposition: attachment; filename=...`), one row per test: domain/src/results-csv.ts.
 * Errors, each `{ "error": message }`: 400 a bad filter; 401 no valid ID token; 403 email not verified.
 */
export const exportResults = endpoint<Bytes>()({
  method: "GET", path: "/api/assessment-results/export/", auth: "verified", query: resultsExportQuerySchema, headers: { "Cache-Control": RESULTS_EXPORT_CACHE_CONTROL }, errors: Object.values(RESULTS_EXPORT_MESSAGES),
});
