// GET /api/student-codes/{code}/: the open test of the student a Student ID names (the Confirm Student
// page). Public; misses are rate limited per address, and an unknown code and a student without an open
// test answer alike.
import { object, string } from "yup";
import { ASSESSMENT_ERRORS } from "./assessment-results";
import { endpoint } from "./endpoint";
import { PARTICIPANT_ERRORS } from "./participants";

export const STUDENT_CODE_MESSAGES = {
  notFound: PARTICIPANT_ERRORS.noTestWaiting,
  tooMany: ASSESSMENT_ERRORS.tooManyRequests,
} as const;

export const studentCodeParamsSchema = object({
  // Any text: the service reads it as typed (dashes, spaces, case) and counts what names no student as a miss.
  code: string().strict().required(STUDENT_CODE_MESSAGES.notFound).max(64, STUDENT_CODE_MESSAGES.notFound),
});

export const openTestForStudentCode = endpoint<{ assessment_result_id: string }>()({
  method: "GET", path: "/api/student-codes/{code}/", auth: "none", params: studentCodeParamsSchema, errors: Object.values(STUDENT_CODE_MESSAGES),
});
