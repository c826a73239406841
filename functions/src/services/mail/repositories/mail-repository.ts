// The Trigger Email extension's queue: a `mail/{id}` document per e-mail, which the extension delivers.
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";

/** The Trigger Email extension's collection (its default name): install the extension on it to deliver. */
export const MAIL_COLLECTION = "mail";

/** A `mail/{id}` document as the extension reads it: `to`, optional `replyTo`, and `message`. */
export interface QueuedMail {
  to: string[];
  replyTo?: string;
  message: { subject: string; text: string };
}

/** Queues an e-mail on its own (the contact form writes its mail in its own batch, with MAIL_COLLECTION). */
export async function queueMail(mail: QueuedMail): Promise<void> {
  await getFirestore(adminApp()).collection(MAIL_COLLECTION).add(mail);
}
