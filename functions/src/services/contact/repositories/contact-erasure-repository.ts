// What a deleted account leaves in the contact and mail collections: its messages to support
// (sent signed in, or from its address) with the e-mails they queued, and e-mails queued to its address
// (an idle-account warning, a note that a message arrived).
import { getFirestore } from "firebase-admin/firestore";
import type { DocumentReference } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { CONTACT_MESSAGE_COLLECTION, MAIL_COLLECTION } from "../../../db/collections";

/** `mailIdsOf` names the outbox ids of the mail a message queued (the support team's copy, the sender's note). */
export async function deleteContactTraces(uid: string, email: string | null, mailIdsOf: (messageId: string) => readonly string[]): Promise<void> {
  const db = getFirestore(adminApp());
  const messages = db.collection(CONTACT_MESSAGE_COLLECTION);
  const mail = db.collection(MAIL_COLLECTION);
  const snapshots = await Promise.all([
    messages.where("uid", "==", uid).get(),
    ...(email ? [messages.where("email", "==", email).get(), mail.where("to", "array-contains", email).get()] : []),
  ]);
  const refs = new Map<string, DocumentReference>();
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      refs.set(doc.ref.path, doc.ref);
      if (doc.ref.parent.id !== CONTACT_MESSAGE_COLLECTION) continue;
      for (const mailId of mailIdsOf(doc.id)) refs.set(`${MAIL_COLLECTION}/${mailId}`, mail.doc(mailId));
    }
  }
  // The mail first: a retry after a failure still finds the messages that name it.
  const ordered = [...refs.values()].sort((a, b) => Number(a.parent.id === CONTACT_MESSAGE_COLLECTION) - Number(b.parent.id === CONTACT_MESSAGE_COLLECTION));
  for (const ref of ordered) await ref.delete();
}
