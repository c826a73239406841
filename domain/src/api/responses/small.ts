// What the small routes answer: the health check, the contact form, a Student ID's open test and a school
// registered (domain/src/api/health.ts, feedback.ts, student-codes.ts, school.ts).
import type { School } from "../../school";
import { closed, oneOf, optionalText, text } from "./schema";

export const healthResponse = closed<{ status: "ok" }>({ status: oneOf(["ok"] as const) });

export const feedbackResponse = closed<{ id: string }>({ id: text });

export const studentCodeResponse = closed<{ assessment_result_id: string }>({ assessment_result_id: text });

export const schoolResponse = closed<School>({ id: text, name: text, address: text, city: text, country: text, website: optionalText });
