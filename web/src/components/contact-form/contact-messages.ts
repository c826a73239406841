// The contact form's toasts (spec section 8), word for word, in the language in force when shown.
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../lib/api-client";
import { currentLocale } from "../../lib/i18n/activate";
import { translateDomainText } from "../../lib/i18n/domain-text";
import { inForce } from "../../lib/i18n/in-force";

export const CONTACT_TOASTS = inForce({
  sentTitle: msg`Message sent successfully`,
  sentDescription: msg`Thank you for your message! We will get back to you soon.`,
  failedTitle: msg`Message failed to send`,
  failedDefault: msg`There was an error sending your message. Please try again.`,
});

/** The server's own words for a refused message (400, 429); the spec's default for anything else. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return translateDomainText(error.message, currentLocale());
  return CONTACT_TOASTS.failedDefault;
}
