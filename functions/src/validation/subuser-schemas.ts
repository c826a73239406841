// Request schema for POST /api/subusers/: the invite form's email rule (spec section 5: "Invite: email as above").
import { object } from "yup";
import type { InferType } from "yup";
import { emailSchema } from "@readbright/domain/credential-schemas";

// Auth compares addresses without case, so the stored copy is lower-case too.
// Lower-cases text only (yup's .lowercase() would throw on a list or an object).
export const inviteSchema = object({ email: emailSchema.transform((value: unknown) => (typeof value === "string" ? value.toLowerCase() : value)) });
export type InviteInput = InferType<typeof inviteSchema>;
