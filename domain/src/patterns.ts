// Shared input patterns: the same rule in the browser form and on the server.

/** A standard address pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Only letters, digits and !@#$%^&*. */
export const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*]+$/;
export const PASSWORD_HAS_DIGIT = /\d/;
export const PASSWORD_HAS_SPECIAL = /[!@#$%^&*]/;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_ALLOWED.test(value) && PASSWORD_HAS_DIGIT.test(value) && PASSWORD_HAS_SPECIAL.test(value);
}

/**
 * Firestore document ids the API hands out: auto-ids, "age-8-10-v1" and the like. No "/" can reach a path,
 * and no id Firestore reserves (__.*__), which it refuses with an error rather than "not found".
 */
export const ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
