// The settings forms' rules: a new password follows the registration rules (account info is the shared profile form's).
import { object, string } from "yup";
import type { InferType } from "yup";
import { confirmPasswordSchema, newPasswordSchema } from "@readbright/domain/credential-schemas";

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

export const changePasswordSchema = object({
  currentPassword: string().required(CURRENT_PASSWORD_REQUIRED),
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
