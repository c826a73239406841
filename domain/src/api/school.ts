// POST /api/register-school/ (spec section 7): a school admin registers their school; 201 with it.
import type { School } from "../school";
import { schoolSchema } from "../school-schemas";
import { endpoint } from "./endpoint";

export const SCHOOL_ERRORS = {
  notSchoolAdmin: "Only a school admin can register a school",
  alreadyRegistered: "School already registered",
} as const;

export const registerSchool = endpoint<School>()({
  method: "POST", path: "/api/register-school/", auth: "verified", body: schoolSchema, errors: Object.values(SCHOOL_ERRORS),
});
