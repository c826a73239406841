// POST /api/feedback/: sends the contact form. Public; the API client adds the ID token when someone is signed in.
import { sendFeedback } from "@readbright/domain/api/feedback";
import type { ContactMessageInput } from "@readbright/domain/contact-schemas";
import { apiClient } from "../../lib/api-client";

export function sendContactMessage(message: ContactMessageInput): Promise<{ id: string }> {
  return apiClient.post<{ id: string }>(sendFeedback.href(), message);
}
