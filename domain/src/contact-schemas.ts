// The contact form's rules (spec sections 3 and 5), shared by the 'Send us a Message' form and
// POST /api/feedback/.
import { mixed, object, string } from "yup";
import type { InferType } from "yup";
import { emailSchema } from "./credential-schemas";
import { CONTACT_REASONS, CONTACT_ROLES } from "./enums";
import type { ContactReason, ContactRole } from "./enums";
import { VALIDATION } from "./messages";

export const CONTACT_LIMITS = {
  name: 100,
  /** RFC 5321 caps a forward path at 254 characters. */
  email: 254,
  roleOther: 100,
  message: 5000,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailTooLong: `Email must be at most ${CONTACT_LIMITS.email} characters`,
  roleOtherTooLong: `Your role must be at most ${CONTACT_LIMITS.roleOther} characters`,
  messageRequired: "Message is required",
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  /** The answer to too many messages from one address (HTTP 429). */
  tooManyMessages: "Too many messages. Please try again later.",
} as const;

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  parent: "Parent",
  teacher: "Teacher",
  student: "Student",
  other: "Other",
};

export const CONTACT_REASON_LABELS: Record<ContactReason, string> = {
  "request-demo": "Request a demo",
  collaboration: "Collaboration",
  question: "Question",
  feedback: "Feedback",
};

// Trims text and refuses anything that is not text, instead of yup quietly turning 42 into "42".
function text(label: string) {
  return string()
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original))
    .typeError(`${label} must be text`);
}

function oneOf<T extends string>(values: readonly T[], message: string) {
  // An unknown value gets the same message as a missing one: the form only offers the listed choices.
  return mixed<T>().required(message).oneOf(values, message);
}

export const contactMessageSchema = object({
  name: text("Name").required(CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: emailSchema.max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong),
  role: oneOf(CONTACT_ROLES, VALIDATION.roleRequired),
  // Asked for only when the role is 'other'; otherwise it is dropped, whatever was typed.
  roleOther: text("Your role").when("role", {
    is: "other",
    then: (schema) => schema.required(VALIDATION.roleOtherRequired).max(CONTACT_LIMITS.roleOther, CONTACT_MESSAGES.roleOtherTooLong),
    otherwise: (schema) => schema.strip(),
  }),
  reason: oneOf(CONTACT_REASONS, VALIDATION.reasonRequired),
  message: text("Message").required(CONTACT_MESSAGES.messageRequired).max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

/** A contact message after validation: roleOther is present only for role 'other'. */
export type ContactMessageInput = InferType<typeof contactMessageSchema>;

/** What the form holds while it is being filled in: empty strings until a choice is made. */
export interface ContactFormValues {
  name: string;
  email: string;
  role: ContactRole | "";
  roleOther: string;
  reason: ContactReason | "";
  message: string;
}

export function isContactReason(value: unknown): value is ContactReason {
  return CONTACT_REASONS.includes(value as ContactReason);
}
