// Firebase Auth error codes turned into the product's wording (spec section 8), in the language in force.
import { i18n } from "@lingui/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { translateDomainText } from "../../../lib/i18n/domain-text";

export const REGISTRATION_FAILED_TITLE = msg`Registration failed`;
export const REGISTRATION_FAILED_FORM_TEXT = msg`Registration failed. Please try again.`;
const REGISTRATION_DEFAULT = msg`An error occurred during registration`;

export const LOGIN_FAILED_TITLE = msg`Login failed`;
export const LOGIN_FAILED_FORM_TEXT = msg`Login failed. Please check your credentials and try again.`;
const LOGIN_DEFAULT = msg`An error occurred during login`;

const PASSWORD_RESET_EMAIL_DEFAULT = msg`An error occurred during password reset`;

export const RESET_FAILED_TITLE = msg`Password reset failed`;
export const RESET_FAILED_FORM_TEXT = msg`Reset password failed. Please try again.`;
const RESET_DEFAULT = msg`Failed to reset password`;

export const VERIFICATION_ERROR_TITLE = msg`Verification Error`;
export const INVALID_ACTION_CODE = msg`Invalid action code. Please try again.`;
const VERIFICATION_DEFAULT = msg`Failed to verify email`;

export const RESEND_TOO_SOON = msg`Please wait before requesting another verification email`;
/** The refusal thrown by resendVerificationEmail, in English like Firebase's own errors; shown as RESEND_TOO_SOON. */
export const RESEND_TOO_SOON_ERROR = "Please wait before requesting another verification email";
const RESEND_DEFAULT = msg`Failed to send verification email`;

const INVALID_EMAIL = msg`The email address is invalid.`;

const REGISTRATION_MESSAGES: Record<string, MessageDescriptor> = {
  "auth/email-already-in-use": msg`This email is already registered. Please use a different email or log in.`,
  "auth/invalid-email": INVALID_EMAIL,
  "auth/weak-password": msg`The password is too weak. Please use a stronger password.`,
};

const NO_ACCOUNT = msg`No account found with this email address.`;
const TOO_MANY_ATTEMPTS = msg`Too many failed login attempts. Please try again later.`;

const LOGIN_MESSAGES: Record<string, MessageDescriptor> = {
  "auth/user-not-found": NO_ACCOUNT,
  "auth/wrong-password": msg`Incorrect password. Please try again.`,
  "auth/invalid-email": INVALID_EMAIL,
  "auth/too-many-requests": TOO_MANY_ATTEMPTS,
  // With email enumeration protection on (the default for Firebase projects since 2023) the server answers
  // an unknown address and a wrong password alike, so neither specific message would be honest. The
  // spec's own form text names both possibilities. The Auth emulator still reports the two cases apart.
  "auth/invalid-credential": LOGIN_FAILED_FORM_TEXT,
};

/** The spec: "user-not-found, invalid-email and too-many-requests map as for login". */
const PASSWORD_RESET_EMAIL_MESSAGES: Record<string, MessageDescriptor> = {
  "auth/user-not-found": NO_ACCOUNT,
  "auth/invalid-email": INVALID_EMAIL,
  "auth/too-many-requests": TOO_MANY_ATTEMPTS,
};

/** A link that was malformed, has expired or was used already. */
const ACTION_CODE_MESSAGES: Record<string, MessageDescriptor> = {
  "auth/invalid-action-code": INVALID_ACTION_CODE,
  "auth/expired-action-code": INVALID_ACTION_CODE,
};

/** Firebase errors carry a code such as "auth/invalid-email"; read it without loading Firebase. */
function errorCode(error: unknown): string | undefined {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return undefined;
}

/** The error's own message (Firebase's is English; the domain's, such as "No user is currently signed in", is translated). */
function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message ? translateDomainText(error.message, i18n.locale) : undefined;
}

function mapped(messages: Record<string, MessageDescriptor>, error: unknown): string | undefined {
  const code = errorCode(error);
  const message = code ? messages[code] : undefined;
  return message ? i18n._(message) : undefined;
}

export function registrationErrorMessage(error: unknown): string {
  return mapped(REGISTRATION_MESSAGES, error) ?? i18n._(REGISTRATION_DEFAULT);
}

/** Spec: the mapped message, "otherwise the message (default ...)". */
export function loginErrorMessage(error: unknown): string {
  return mapped(LOGIN_MESSAGES, error) ?? errorText(error) ?? i18n._(LOGIN_DEFAULT);
}

export function passwordResetEmailErrorMessage(error: unknown): string {
  return mapped(PASSWORD_RESET_EMAIL_MESSAGES, error) ?? i18n._(PASSWORD_RESET_EMAIL_DEFAULT);
}

export function resetPasswordErrorMessage(error: unknown): string {
  return mapped(ACTION_CODE_MESSAGES, error) ?? errorText(error) ?? i18n._(RESET_DEFAULT);
}

export function verificationErrorMessage(error: unknown): string {
  return mapped(ACTION_CODE_MESSAGES, error) ?? errorText(error) ?? i18n._(VERIFICATION_DEFAULT);
}

export function resendVerificationErrorMessage(error: unknown): string {
  const tooSoon = errorCode(error) === "auth/too-many-requests" || (error instanceof Error && error.message === RESEND_TOO_SOON_ERROR);
  if (tooSoon) return i18n._(RESEND_TOO_SOON);
  return errorText(error) ?? i18n._(RESEND_DEFAULT);
}
