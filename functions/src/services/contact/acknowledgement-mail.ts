// The note that tells a signed-in sender their contact message arrived (decision 51): to their account's
// verified address, never to an address typed in the form, and in their account's language. It repeats
// nothing they typed, only the reason they chose from the list, so the form cannot carry anyone's words to
// anyone's inbox.
import { CONTACT_REASON_LABELS } from "@readbright/domain/contact-schemas";
import type { ContactReason } from "@readbright/domain/enums";
import type { Language } from "@readbright/domain/languages";
import { SPANISH } from "@readbright/domain/spanish-words";
import { SUPPORT_ADDRESS } from "@readbright/domain/support";
import type { QueuedMail } from "../mail/queued-mail";

/** Its id in the outbox: the message's, marked, so it goes when the message goes. */
export const acknowledgementMailId = (messageId: string): string => `${messageId}-ack`;

const WORDS: Record<Language, (reason: ContactReason) => QueuedMail["message"]> = {
  en: (reason) => ({
    subject: "ReadBright: we received your message",
    text: [
      `Thank you for contacting ReadBright. We have received your message (reason: ${CONTACT_REASON_LABELS[reason]}) and will reply to the email address you gave in the form as soon as we can.`,
      "You are receiving this because you sent the message while signed in to your ReadBright account. If it was not you, reply to this email and tell us.",
    ].join("\n\n"),
  }),
  es: (reason) => ({
    subject: "ReadBright: hemos recibido su mensaje",
    text: [
      `Gracias por escribir a ReadBright. Hemos recibido su mensaje (motivo: ${SPANISH.contactReasons[reason]}) y le responderemos lo antes posible a la dirección de correo electrónico que indicó en el formulario.`,
      "Recibe este correo porque envió el mensaje con la sesión iniciada en su cuenta de ReadBright. Si no fue usted, responda a este correo y avísenos.",
    ].join("\n\n"),
  }),
};

/** The note to `accountEmail` about a message sent for `reason`, in `language`; a reply reaches support. */
export function acknowledgementMail(accountEmail: string, reason: ContactReason, language: Language = "en"): QueuedMail {
  return { to: [accountEmail], replyTo: SUPPORT_ADDRESS, message: WORDS[language](reason) };
}
