// The contact_messages collection: what people send through the 'Send us a Message' form, and the `mail`
// collection, where the e-mail to the support team waits for the Trigger Email extension.
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
 * Stores the message with a server timestamp and, in the same batch, the e-mail `mailFor` makes of it
 * under the same id (mail/{id}): both are written or neither. Returns the id.
 */
export async function saveContactMessage(message: NewContactMessage, mailFor: (id: string) => object): Promise<string> {
  const db = getFirestore(adminApp());
  const ref = db.collection(CONTACT_MESSAGE_COLLECTION).doc();
  const batch = db.batch();
  batch.create(ref, { ...message, created_at: FieldValue.serverTimestamp() });
  batch.create(db.collection(MAIL_COLLECTION).doc(ref.id), mailFor(ref.id));
  await batch.commit();
  return ref.id;
}
