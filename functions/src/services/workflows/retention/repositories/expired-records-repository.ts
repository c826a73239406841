// What the expired-records job deletes: documents dated before a cutoff, a page at a time, each with its
// companions (a contact message's e-mails: mail/{same id}, and the sender's note). A document changed since
// it was read is left for the next run (a precondition), so a limit counting a new hit keeps it.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Query } from "firebase-admin/firestore";
import { adminApp } from "../../../../admin-app";

const FAILED_PRECONDITION = 9;

/**
 * Documents of `collection` whose `field` (a Timestamp) is before `cutoff`; `companions` names a collection
 * and the ids in it that go with each document (a contact message's e-mails).
 */
export interface DueDocuments {
  collection: string;
  field: "created_at" | "expires_at";
  cutoff: Date;
  companions?: { collection: string; ids: (id: string) => readonly string[] };
}

function db() {
  return getFirestore(adminApp());
}

function dueQuery({ collection, field, cutoff }: DueDocuments): Query {
  return db().collection(collection).where(field, "<", Timestamp.fromDate(cutoff)).orderBy(field);
}

/** How many documents are due (a dry run). */
export async function countDue(due: DueDocuments): Promise<number> {
  return (await dueQuery(due).count().get()).data().count;
}

/** Deletes the documents due, a page at a time; returns how many went. */
export async function deleteDue(due: DueDocuments, pageSize = 300): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snapshot = await dueQuery(due).limit(pageSize).get();
    const gone = await Promise.all(
      snapshot.docs.map(async (doc) => {
        // The companions first: a retry after a failure still finds the document that names them.
        const { companions } = due;
        if (companions) await Promise.all(companions.ids(doc.id).map((id) => db().collection(companions.collection).doc(id).delete()));
        return doc.ref.delete({ lastUpdateTime: doc.updateTime }).then(
          () => true,
          (err: unknown) => {
            // Written again since it was read (a new hit on a limit): it is not expired any more.
            if ((err as { code?: unknown }).code === FAILED_PRECONDITION) return false;
            throw err;
          },
        );
      }),
    );
    deleted += gone.filter(Boolean).length;
    // A page that deleted nothing would be read again unchanged: stop, the next run tries again.
    if (snapshot.size < pageSize || !gone.some(Boolean)) return deleted;
  }
}
