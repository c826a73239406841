// A message waiting in mail/ for the Trigger Email extension.
/** A `mail/{id}` document as the extension reads it: `to`, optional `replyTo`, and a plain-text message. */
export interface QueuedMail {
  to: string[];
  replyTo?: string;
  message: { subject: string; text: string };
}
