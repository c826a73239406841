// GET /api/assessments/by-age/?age= (spec section 7): the assessment for an age, its questions without
// answer keys.
import { object, string } from "yup";
import type { PublicAssessment } from "../assessment";
import { ERRORS } from "../messages";
import { endpoint } from "./endpoint";

export const MAX_AGE = 130;

export const BY_AGE_MESSAGES = {
  ageRequired: "age is required",
  ageInvalid: `age must be a whole number from 0 to ${MAX_AGE}`,
} as const;

/** Query values arrive as text (or a list, when repeated). */
export const byAgeQuerySchema = object({
  age: string()
    .strict()
    .typeError(BY_AGE_MESSAGES.ageInvalid)
    .required(BY_AGE_MESSAGES.ageRequired)
    .matches(/^\d{1,3}$/, BY_AGE_MESSAGES.ageInvalid)
    .test("max-age", BY_AGE_MESSAGES.ageInvalid, (value) => value === undefined || Number(value) <= MAX_AGE),
});

export const getAssessmentByAge = endpoint<PublicAssessment>()({
  method: "GET", path: "/api/assessments/by-age/", auth: "verified", query: byAgeQuerySchema, errors: [ERRORS.noAssessmentForAge],
});
