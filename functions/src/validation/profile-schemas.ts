// Request schemas for /api/profile/. The field rules are the form's, from the domain package.
import { object, string } from "yup";
import type { InferType } from "yup";
import { PROFESSIONAL_KINDS, USER_SUBTYPES, USER_TYPES } from "@readbright/domain/enums";

export { profilePatchSchema } from "@readbright/domain/profile-schemas";
export type { ProfilePatch } from "@readbright/domain/profile-schemas";

export const SET_TYPE_MESSAGES = {
  userTypeRequired: "user_type is required",
  userTypeInvalid: `user_type must be one of: ${USER_TYPES.join(", ")}`,
  userSubtypeRequired: "user_subtype is required",
  userSubtypeInvalid: `user_subtype must be one of: ${USER_SUBTYPES.join(", ")}`,
  professionalInvalid: `professional must be one of: ${PROFESSIONAL_KINDS.join(", ")}`,
} as const;

/** POST /api/profile/set-type/: the shape only; which combinations are allowed is a service rule. */
export const setProfileTypeSchema = object({
  user_type: string()
    .typeError(SET_TYPE_MESSAGES.userTypeInvalid)
    .required(SET_TYPE_MESSAGES.userTypeRequired)
    .oneOf(USER_TYPES, SET_TYPE_MESSAGES.userTypeInvalid),
  user_subtype: string()
    .typeError(SET_TYPE_MESSAGES.userSubtypeInvalid)
    .required(SET_TYPE_MESSAGES.userSubtypeRequired)
    .oneOf(USER_SUBTYPES, SET_TYPE_MESSAGES.userSubtypeInvalid),
  professional: string()
    .typeError(SET_TYPE_MESSAGES.professionalInvalid)
    .nullable()
    .oneOf([...PROFESSIONAL_KINDS, null], SET_TYPE_MESSAGES.professionalInvalid),
});
export type SetProfileTypeInput = InferType<typeof setProfileTypeSchema>;
