// A transaction and a batch write alike (create, set, update, delete), but the union of their overloads
// does not type-check as one call: steps that join either write through this one view of both.
import type { Transaction, WriteBatch } from "firebase-admin/firestore";

export const writerOf = (writer: Transaction | WriteBatch): WriteBatch => writer as WriteBatch;
