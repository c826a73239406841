// The e-mail a contact message queues for the support team: a document in the format of
// Firebase's Trigger Email extension (firestore-send-email), so installing the extension on the `mail`
// collection delivers it. Plain text only: what the sender typed never becomes markup.
import { CONTACT_REASON_LABELS, CONTACT_ROLE_LABELS } from "@readbright/domain/contact-schemas";
import { SUPPORT_ADDRESS } from "@readbright/domain/support";
import { EMAIL_PATTERN } from "@readbright/domain/patterns";
import type { NewContactMessage } from "./repositories/contact-message-repository";

import type { QueuedMail } from "../mail/queued-mail";

export type SupportMail = QueuedMail;

const SUBJECT_NAME_MAX = 60;

/** One line, without control characters (no header can be smuggled into the subject). */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
}

export function supportMail(message: NewContactMessage, id: string): SupportMail {
  const role = message.role === "other" && message.role_other ? `Other: ${oneLine(message.role_other)}` : CONTACT_ROLE_LABELS[message.role];
  const reason = CONTACT_REASON_LABELS[message.reason];
  const name = oneLine(message.name);
  const shortName = name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
  const text = [
    `Name: ${name}`,
    `Email: ${oneLine(message.email)}`,
    `Role: ${role}`,
    `Reason: ${reason}`,
    `Signed in: ${message.uid ? `yes (uid ${message.uid})` : "no"}`,
    `Stored as: contact_messages/${id}`,
    "",
    message.message,
  ].join("\n");
  // The schema has checked the address already; a reply goes to it only if it is one plain address.
  const replyTo = EMAIL_PATTERN.test(message.email) ? { replyTo: message.email } : {};
  return { to: [SUPPORT_ADDRESS], ...replyTo, message: { subject: `ReadBright contact: ${reason} from ${shortName}`, text } };
}
