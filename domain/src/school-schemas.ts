// School registration rules (spec section 5), shared by the onboarding form and POST /api/register-school/.
import { object, string } from "yup";
import type { InferType } from "yup";
import { VALIDATION } from "./messages";
import { PROFILE_MESSAGES } from "./profile-schemas";

export const SCHOOL_NAME_MAX_LENGTH = 200;
export const SCHOOL_ADDRESS_MAX_LENGTH = 300;
export const SCHOOL_PLACE_MAX_LENGTH = 100;
export const SCHOOL_WEBSITE_MAX_LENGTH = 2048;

export const SCHOOL_MESSAGES = {
  nameRequired: "School Name is required",
  addressRequired: "Address is required",
  cityRequired: VALIDATION.cityRequired,
  countryRequired: PROFILE_MESSAGES.countryRequired,
  websiteInvalid: "Website must be a valid address starting with http:// or https://",
} as const;

const HTTP_URL = /^https?:\/\//i;
// yup's address pattern (it wants a host with a dot), checked only after the scheme.
const anyUrl = string().url();

// Trims strings but leaves other types alone, so 42 is refused as "not text" rather than
// quietly becoming "42" through yup's default cast.
const trimmed = (_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original);

function requiredText(label: string, requiredMessage: string, max: number) {
  return string()
    .transform(trimmed)
    .typeError(`${label} must be text`)
    .required(requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** A blank website means "none": it becomes null, and anything given must be an http(s) address. */
export const websiteSchema = string()
  .transform((value: unknown, original: unknown) => {
    const text = trimmed(value, original);
    return text === "" ? null : text;
  })
  .typeError(SCHOOL_MESSAGES.websiteInvalid)
  .nullable()
  .default(null)
  .max(SCHOOL_WEBSITE_MAX_LENGTH, `Website must be at most ${SCHOOL_WEBSITE_MAX_LENGTH} characters`)
  .test("http-url", SCHOOL_MESSAGES.websiteInvalid, (value) => value == null || (HTTP_URL.test(value) && anyUrl.isValidSync(value)));

export const schoolSchema = object({
  name: requiredText("School Name", SCHOOL_MESSAGES.nameRequired, SCHOOL_NAME_MAX_LENGTH),
  address: requiredText("Address", SCHOOL_MESSAGES.addressRequired, SCHOOL_ADDRESS_MAX_LENGTH),
  city: requiredText("City", SCHOOL_MESSAGES.cityRequired, SCHOOL_PLACE_MAX_LENGTH),
  country: requiredText("Country", SCHOOL_MESSAGES.countryRequired, SCHOOL_PLACE_MAX_LENGTH),
  website: websiteSchema,
});
export type SchoolInput = InferType<typeof schoolSchema>;
