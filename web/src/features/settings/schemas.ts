// The settings forms' rules: account info is part of profile info; a new password follows the registration rules.
import { object, string } from "yup";
import type { InferType } from "yup";
import { confirmPasswordSchema, newPasswordSchema } from "@readbright/domain/credential-schemas";
import { profileInfoSchema } from "@readbright/domain/profile-schemas";

export const accountInfoSchema = profileInfoSchema.pick(["first_name", "last_name", "date_of_birth", "gender"]);
export type AccountInfoValues = InferType<typeof accountInfoSchema>;

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

export const changePasswordSchema = object({
  currentPassword: string().required(CURRENT_PASSWORD_REQUIRED),
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
