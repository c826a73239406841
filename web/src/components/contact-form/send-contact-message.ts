// sendFeedback: sends the contact form. Public; the API client adds the ID token when someone is signed in.
import { sendFeedback } from "@readbright/domain/api/feedback";
import type { ContactMessageInput } from "@readbright/domain/contact-schemas";
import { call } from "../../lib/api-call";

export function sendContactMessage(message: ContactMessageInput) {
  return call(sendFeedback, { body: message });
}
