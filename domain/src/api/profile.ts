// GET and PATCH /api/profile/, POST /api/profile/set-type/ (spec section 7): the caller's own profile.
import { object, string } from "yup";
import type { InferType } from "yup";
import { PROFESSIONAL_KINDS, USER_SUBTYPES, USER_TYPES } from "../enums";
import type { Profile } from "../profile";
import { profilePatchSchema } from "../profile-schemas";
import { endpoint } from "./endpoint";
import type { Bytes } from "./endpoint";

export const SET_TYPE_MESSAGES = {
  /** The type may be chosen again until profile info is filled in; after that it is fixed. */
  typeFixed: "Profile type is already set",
  userTypeRequired: "user_type is required",
  userTypeInvalid: `user_type must be one of: ${USER_TYPES.join(", ")}`,
  userSubtypeRequired: "user_subtype is required",
  userSubtypeInvalid: `user_subtype must be one of: ${USER_SUBTYPES.join(", ")}`,
  professionalInvalid: `professional must be one of: ${PROFESSIONAL_KINDS.join(", ")}`,
} as const;

const M = SET_TYPE_MESSAGES;

/** The shape only: which combinations are allowed is a service rule (domain/src/onboarding.ts). */
export const setProfileTypeSchema = object({
  user_type: string().typeError(M.userTypeInvalid).required(M.userTypeRequired).oneOf(USER_TYPES, M.userTypeInvalid),
  user_subtype: string().typeError(M.userSubtypeInvalid).required(M.userSubtypeRequired).oneOf(USER_SUBTYPES, M.userSubtypeInvalid),
  professional: string().typeError(M.professionalInvalid).nullable().oneOf([...PROFESSIONAL_KINDS, null], M.professionalInvalid),
});
export type SetProfileTypeBody = InferType<typeof setProfileTypeSchema>;

/** Read before the email is verified: the verify-email page and the route guards need it. */
export const getProfile = endpoint<Profile>()({ method: "GET", path: "/api/profile/", auth: "required" });

export const patchProfile = endpoint<Profile>()({ method: "PATCH", path: "/api/profile/", auth: "verified", body: profilePatchSchema });

export const setProfileType = endpoint<Profile>()({
  method: "POST", path: "/api/profile/set-type/", auth: "verified", body: setProfileTypeSchema, errors: [M.typeFixed],
});

/**
 * Download my data (GDPR Articles 15 and 20): a ZIP file (`application/zip`, with
 * `Content-Disposition: attachment; filename=...`) of the account, its participants, their results and
 * answers (readbright-data.json), a CSV of each participant's results and their recordings as audio files.
 * A school's or organization's admin gets the whole school or organization; anyone else what they own.
 * Like deletion it needs a sign-in at most RECENT_SIGN_IN_MINUTES old (the web asks for the password
 * again), and it leaves an audit event in a school's or organization's log.
 * Errors, each `{ "error": message }`: 401 no valid ID token; 403 email not verified; 403 sign-in too old.
 */
export const EXPORT_MESSAGES = {
  recentSignIn: "Please enter your password again to download your data",
} as const;

export const exportProfileData = endpoint<Bytes>()({
  method: "GET", path: "/api/profile/export/", auth: "verified", headers: { "Cache-Control": "private, no-store" }, errors: Object.values(EXPORT_MESSAGES),
});

/** readbright-data-2026-11-24.zip */
export const dataExportFileName = (day: Date): string => `readbright-data-${day.toISOString().slice(0, 10)}.zip`;

export { RECENT_SIGN_IN_MINUTES } from "../limits";

export const DELETE_ACCOUNT_MESSAGES = {
  recentSignIn: "Please enter your password again to delete your account",
  emailMismatch: "Type your account's email address to confirm",
  schoolNameMismatch: "Type your school's name to confirm",
} as const;

const D = DELETE_ACCOUNT_MESSAGES;

/** The account's email typed again; a school admin types the school's name too (it goes with them). */
export const deleteAccountSchema = object({
  confirm_email: string().typeError(D.emailMismatch).trim().required(D.emailMismatch).max(320, D.emailMismatch),
  confirm_name: string().typeError(D.schoolNameMismatch).trim().max(200, D.schoolNameMismatch).optional(),
});
export type DeleteAccountBody = InferType<typeof deleteAccountSchema>;

/**
 * 204: the account and everything it owns are gone: a school admin's school with its students,
 * an organization admin's clients, a parent's children, with their results, answers and recordings; a
 * teacher or professional leaves their school or organization, whose students stay. Safe to repeat.
 */
export const deleteAccount = endpoint<void>()({
  method: "DELETE", path: "/api/profile/", auth: "verified", body: deleteAccountSchema, errors: Object.values(D),
});
