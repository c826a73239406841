// The contact_messages collection: what people send through the 'Send us a Message' form, and the `mail`
// collection, where the e-mail to the support team (and a signed-in sender's note) waits for the Trigger
// Email extension.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { ContactReason, ContactRole } from "@readbright/domain/enums";
import { adminApp } from "../../../admin-app";
import { CONTACT_MESSAGE_COLLECTION, MAIL_COLLECTION } from "../../../db/collections";


export interface NewContactMessage {
  name: string;
  email: string;
  role: ContactRole;
  role_other: string | null;
  reason: ContactReason;
  message: string;
  /** The sender's account when they were signed in, otherwise null. */
  uid: string | null;
}

/**
 * Stores the message with a server timestamp and, in the same batch, the e-mails `mailsFor` makes of it,
 * each under the id it names (mail/{id}, the message's own for the support team's): all are written or
 * none. Returns the message's id.
 */
export async function saveContactMessage(message: NewContactMessage, mailsFor: (id: string) => Record<string, object>): Promise<string> {
  const db = getFirestore(adminApp());
  const ref = db.collection(CONTACT_MESSAGE_COLLECTION).doc();
  const batch = db.batch();
  batch.create(ref, { ...message, created_at: FieldValue.serverTimestamp() });
  for (const [mailId, mail] of Object.entries(mailsFor(ref.id))) batch.create(db.collection(MAIL_COLLECTION).doc(mailId), mail);
  await batch.commit();
  return ref.id;
}
