// Firebase Auth error codes turned into the product's wording (spec section 8).

export const REGISTRATION_FAILED_TITLE = "Registration failed";
export const REGISTRATION_FAILED_FORM_TEXT = "Registration failed. Please try again.";
const REGISTRATION_DEFAULT = "An error occurred during registration";

const REGISTRATION_MESSAGES: Record<string, string> = {
  "auth/email-already-in-use": "This email is already registered. Please use a different email or log in.",
  "auth/invalid-email": "The email address is invalid.",
  "auth/weak-password": "The password is too weak. Please use a stronger password.",
};

/** Firebase errors carry a code such as "auth/invalid-email"; read it without loading Firebase. */
function errorCode(error: unknown): string | undefined {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return undefined;
}

export function registrationErrorMessage(error: unknown): string {
  const code = errorCode(error);
  return (code && REGISTRATION_MESSAGES[code]) || REGISTRATION_DEFAULT;
}
