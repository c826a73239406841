// A transaction whose document reads asked in the same moment go to Firestore as one batch. The SDK
// starts a transaction with its first read and queues every other read behind that one, so the
// answer's three reads (the result, the answer, the capability's count), asked together, cost two round
// trips; through this, one (getAll). Queries and writes pass straight through.
import { DocumentReference } from "firebase-admin/firestore";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";

interface Waiting {
  ref: DocumentReference;
  resolve: (snapshot: DocumentSnapshot) => void;
  reject: (err: unknown) => void;
}

export function batchingReads(tx: Transaction): Transaction {
  let waiting: Waiting[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    tx.getAll(...batch.map((w) => w.ref)).then(
      (snapshots) => batch.forEach((w, i) => w.resolve(snapshots[i] as DocumentSnapshot)),
      (err: unknown) => batch.forEach((w) => w.reject(err)),
    );
  };
  const read = (ref: DocumentReference) =>
    new Promise<DocumentSnapshot>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(flush);
      waiting.push({ ref, resolve, reject });
    });
  return new Proxy(tx, {
    get(target, property) {
      if (property === "get") return (what: unknown) => (what instanceof DocumentReference ? read(what) : target.get(what as never));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
