// GET /api/assessments/by-age/?age=&language= (spec section 7): the assessment for an age, in English
// unless `language` names another (decision 50), its questions without answer keys.
import { number, object } from "yup";
import type { PublicAssessment } from "../assessment";
import { ERRORS } from "../messages";
import { LANGUAGE_MESSAGES, testLanguageField } from "../test-language";
import { endpoint } from "./endpoint";

export const MAX_AGE = 130;

export const BY_AGE_MESSAGES = {
  ageRequired: "age is required",
  ageInvalid: `age must be a whole number from 0 to ${MAX_AGE}`,
} as const;

/** Query values arrive as text (or a list, when repeated): up to three digits, read as a whole number. */
export const byAgeQuerySchema = object({
  age: number()
    .transform((_value: unknown, original: unknown) => (original === undefined || original === "" ? undefined : typeof original === "string" && /^\d{1,3}$/.test(original) ? Number(original) : Number.NaN))
    .typeError(BY_AGE_MESSAGES.ageInvalid)
    .required(BY_AGE_MESSAGES.ageRequired)
    .max(MAX_AGE, BY_AGE_MESSAGES.ageInvalid),
  language: testLanguageField(),
});

export const getAssessmentByAge = endpoint<PublicAssessment>()({
  method: "GET", path: "/api/assessments/by-age/", auth: "verified", query: byAgeQuerySchema, errors: [ERRORS.noAssessmentForAge, LANGUAGE_MESSAGES.invalid],
});
