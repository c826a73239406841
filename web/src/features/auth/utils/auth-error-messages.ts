// Firebase Auth error codes turned into the product's wording (spec section 8).

export const REGISTRATION_FAILED_TITLE = "Registration failed";
export const REGISTRATION_FAILED_FORM_TEXT = "Registration failed. Please try again.";
const REGISTRATION_DEFAULT = "An error occurred during registration";

export const LOGIN_FAILED_TITLE = "Login failed";
export const LOGIN_FAILED_FORM_TEXT = "Login failed. Please check your credentials and try again.";
const LOGIN_DEFAULT = "An error occurred during login";

const PASSWORD_RESET_EMAIL_DEFAULT = "An error occurred during password reset";

export const RESET_FAILED_TITLE = "Password reset failed";
export const RESET_FAILED_FORM_TEXT = "Reset password failed. Please try again.";
const RESET_DEFAULT = "Failed to reset password";

export const VERIFICATION_ERROR_TITLE = "Verification Error";
export const INVALID_ACTION_CODE = "Invalid action code. Please try again.";
const VERIFICATION_DEFAULT = "Failed to verify email";

export const RESEND_TOO_SOON = "Please wait before requesting another verification email";
const RESEND_DEFAULT = "Failed to send verification email";

const REGISTRATION_MESSAGES: Record<string, string> = {
  "auth/email-already-in-use": "This email is already registered. Please use a different email or log in.",
  "auth/invalid-email": "The email address is invalid.",
  "auth/weak-password": "The password is too weak. Please use a stronger password.",
};

const NO_ACCOUNT = "No account found with this email address.";
const INVALID_EMAIL = "The email address is invalid.";
const TOO_MANY_ATTEMPTS = "Too many failed login attempts. Please try again later.";

const LOGIN_MESSAGES: Record<string, string> = {
  "auth/user-not-found": NO_ACCOUNT,
  "auth/wrong-password": "Incorrect password. Please try again.",
  "auth/invalid-email": INVALID_EMAIL,
  "auth/too-many-requests": TOO_MANY_ATTEMPTS,
  // With email enumeration protection on (the default for Firebase projects since 2023) the server answers
  // an unknown address and a wrong password alike, so neither specific message would be honest. The
  // spec's own form text names both possibilities. The Auth emulator still reports the two cases apart.
  "auth/invalid-credential": LOGIN_FAILED_FORM_TEXT,
};

/** The spec: "user-not-found, invalid-email and too-many-requests map as for login". */
const PASSWORD_RESET_EMAIL_MESSAGES: Record<string, string> = {
  "auth/user-not-found": NO_ACCOUNT,
  "auth/invalid-email": INVALID_EMAIL,
  "auth/too-many-requests": TOO_MANY_ATTEMPTS,
};

/** A link that was malformed, has expired or was used already. */
const ACTION_CODE_MESSAGES: Record<string, string> = {
  "auth/invalid-action-code": INVALID_ACTION_CODE,
  "auth/expired-action-code": INVALID_ACTION_CODE,
};

/** Firebase errors carry a code such as "auth/invalid-email"; read it without loading Firebase. */
function errorCode(error: unknown): string | undefined {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return undefined;
}

function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

function mapped(messages: Record<string, string>, error: unknown): string | undefined {
  const code = errorCode(error);
  return code ? messages[code] : undefined;
}

export function registrationErrorMessage(error: unknown): string {
  return mapped(REGISTRATION_MESSAGES, error) ?? REGISTRATION_DEFAULT;
}

/** Spec: the mapped message, "otherwise the message (default ...)". */
export function loginErrorMessage(error: unknown): string {
  return mapped(LOGIN_MESSAGES, error) ?? errorText(error) ?? LOGIN_DEFAULT;
}

export function passwordResetEmailErrorMessage(error: unknown): string {
  return mapped(PASSWORD_RESET_EMAIL_MESSAGES, error) ?? PASSWORD_RESET_EMAIL_DEFAULT;
}

export function resetPasswordErrorMessage(error: unknown): string {
  return mapped(ACTION_CODE_MESSAGES, error) ?? errorText(error) ?? RESET_DEFAULT;
}

export function verificationErrorMessage(error: unknown): string {
  return mapped(ACTION_CODE_MESSAGES, error) ?? errorText(error) ?? VERIFICATION_DEFAULT;
}

export function resendVerificationErrorMessage(error: unknown): string {
  if (errorCode(error) === "auth/too-many-requests") return RESEND_TOO_SOON;
  return errorText(error) ?? RESEND_DEFAULT;
}
