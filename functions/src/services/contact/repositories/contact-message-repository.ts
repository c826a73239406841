// The contact_messages collection: what people send through the 'Send us a Message' form.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { ContactReason, ContactRole } from "@readbright/domain/enums";
import { adminApp } from "../../../admin-app";

export const CONTACT_MESSAGE_COLLECTION = "contact_messages";

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

/** Stores the message with a server timestamp and returns its id. */
export async function saveContactMessage(message: NewContactMessage): Promise<string> {
  const ref = getFirestore(adminApp()).collection(CONTACT_MESSAGE_COLLECTION).doc();
  await ref.create({ ...message, created_at: FieldValue.serverTimestamp() });
  return ref.id;
}
