// The `mail` collection: e-mails waiting for Firebase's Trigger Email extension (firestore-send-email),
// which delivers each document it finds there once installed on this collection (its default name).
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { MAIL_COLLECTION } from "../../../db/collections";
import type { QueuedMail } from "../queued-mail";

/** Queues one e-mail under a fresh id. */
export async function queueMail(mail: QueuedMail): Promise<void> {
  await getFirestore(adminApp()).collection(MAIL_COLLECTION).add(mail);
}
