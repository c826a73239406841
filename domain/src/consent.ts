// Consent to add a person (the Privacy page's promise): who must confirm what, in the
// participant form, the CSV upload and on the server, which refuses a new participant without it. The
// record keeps the Privacy notice's version (privacy-notice.ts).
import { boolean } from "yup";
import type { UserSubtype, UserType } from "./enums";
import { participantFormType } from "./participant-schemas";

/**
 * Why ReadBright may hold a participant's data: a parent or guardian agreed for their child, a school
 * holds the parents' consent, an organization holds its client's (or a child client's guardian's), or an
 * individual is the person screened and agreed to the Privacy notice with their account.
 */
export const CONSENT_BASES = ["guardian", "school_holds_consent", "organization_holds_consent", "self"] as const;
export type ConsentBasis = (typeof CONSENT_BASES)[number];
/** The bases someone confirms with a checkbox when they add someone else. */
export type ConfirmedConsentBasis = Exclude<ConsentBasis, "self">;

/** The field (JSON) and form field (multipart) that carries the confirmation: true, or "true" in a form. */
export const CONSENT_FIELD = "consent";

const ORGANIZATION_SUBTYPES: readonly UserSubtype[] = ["organization_admin", "organization_user", "dyslexia_professional", "inclusion_specialist", "special_education_needs_teacher"];

export function consentBasisOf(user: { user_type: UserType; user_subtype: UserSubtype }): ConsentBasis {
  const form = participantFormType(user);
  if (form === "individual") return "self";
  if (form === "school") return "school_holds_consent";
  if (user.user_type === "organization" || ORGANIZATION_SUBTYPES.includes(user.user_subtype)) return "organization_holds_consent";
  return "guardian";
}

/** What the checkbox says, for one person (the form) and for a file of them (the CSV upload). */
export const CONSENT_STATEMENTS: Record<ConfirmedConsentBasis, { one: string; many: string }> = {
  guardian: {
    one: "I am this child's parent or legal guardian, and I agree to the Privacy notice.",
    many: "I am the parent or legal guardian of every child in this file, and I agree to the Privacy notice.",
  },
  school_holds_consent: {
    one: "Our school holds this student's parent's or guardian's consent to the screening, as the Privacy notice asks.",
    many: "Our school holds the consent of a parent or guardian of every student in this file, as the Privacy notice asks.",
  },
  organization_holds_consent: {
    one: "I hold this person's consent to the screening (a parent's or guardian's for a child), as the Privacy notice asks.",
    many: "I hold the consent of every person in this file (a parent's or guardian's for a child), as the Privacy notice asks.",
  },
};

/** The 400 without the confirmation: the form's error under the checkbox and the API's answer. */
export const CONSENT_MESSAGES = {
  required: {
    guardian: "Confirm that you are the child's parent or guardian and agree to the Privacy notice",
    school_holds_consent: "Confirm that your school holds the parents' consent",
    organization_holds_consent: "Confirm that you hold the consent of the people you add",
  } satisfies Record<ConfirmedConsentBasis, string>,
  notBoolean: "consent must be true or false",
} as const;

/** The checkbox's rule: ticked. The server applies the same one to the request's `consent`. */
export function consentSchema(basis: ConfirmedConsentBasis) {
  const message = CONSENT_MESSAGES.required[basis];
  return boolean().strict().typeError(message).required(message).oneOf([true], message);
}

/** A consent as stored on a participant (`consent`), with `given_at` the server's time of the write. */
export interface ConsentRecord {
  basis: ConsentBasis;
  given_by_uid: string;
  privacy_version: string;
}
