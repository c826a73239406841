// The settings forms' rules: a new password follows the registration rules (account info is the shared profile form's).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { object, string } from "yup";
import type { InferType } from "yup";
import { confirmPasswordSchema, newPasswordSchema } from "@readbright/domain/credential-schemas";

export const CURRENT_PASSWORD_REQUIRED = msg`Current password is required`;
/** Under the password field when Firebase refuses it (WrongPasswordError's own message is for the logs). */
export const WRONG_PASSWORD = msg`The password is not correct.`;

/** The rules, with this form's own message in the reader's language (the domain's come in English). */
export function changePasswordSchema(i18n: I18n) {
  return object({
    currentPassword: string().required(i18n._(CURRENT_PASSWORD_REQUIRED)),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  });
}
export type ChangePasswordValues = InferType<ReturnType<typeof changePasswordSchema>>;
