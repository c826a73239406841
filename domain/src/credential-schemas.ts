// Credential rules (spec section 5), shared by the Formik forms and the server's request validation.
import { boolean, object, ref, string } from "yup";
import type { InferType } from "yup";
import { PASSWORD_MIN_LENGTH } from "./limits";
import { VALIDATION } from "./messages";
import { EMAIL_PATTERN, isStrongPassword } from "./patterns";

export const emailSchema = string()
  // Trims text only: yup's .trim() calls .trim() on whatever came, and a list or an object would throw.
  .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original))
  .required(VALIDATION.emailRequired)
  .matches(EMAIL_PATTERN, { message: VALIDATION.emailInvalid, excludeEmptyString: true });

/** A password being chosen: at registration, reset and change. */
export const newPasswordSchema = string()
  .required(VALIDATION.passwordRequired)
  // An empty value only gets the required message.
  .test("min-length", VALIDATION.passwordMin, (value) => !value || value.length >= PASSWORD_MIN_LENGTH)
  .test("strong-password", VALIDATION.passwordPattern, (value) => !value || isStrongPassword(value));

/** A password being typed to sign in: only required, so older passwords still work. */
export const loginPasswordSchema = string().required(VALIDATION.passwordRequired);

export const confirmPasswordSchema = string()
  .required(VALIDATION.confirmRequired)
  .oneOf([ref("password")], VALIDATION.confirmMismatch);

export const registerSchema = object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
  agreeToTerms: boolean().required(VALIDATION.termsRequired).oneOf([true], VALIDATION.termsRequired),
});
export type RegisterValues = InferType<typeof registerSchema>;

export const loginSchema = object({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginValues = InferType<typeof loginSchema>;

export const forgotPasswordSchema = object({ email: emailSchema });
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = object({
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
