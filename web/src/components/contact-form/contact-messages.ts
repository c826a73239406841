// The contact form's toasts (spec section 8), word for word.
import { ApiError } from "../../lib/api-client";

export const CONTACT_TOASTS = {
  sentTitle: "Message sent successfully",
  sentDescription: "Thank you for your message! We will get back to you soon.",
  failedTitle: "Message failed to send",
  failedDefault: "There was an error sending your message. Please try again.",
} as const;

/** The server's own words for a refused message (400, 429); the spec's default for anything else. */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return CONTACT_TOASTS.failedDefault;
}
