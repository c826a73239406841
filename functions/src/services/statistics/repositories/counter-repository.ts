// The statistics collection: sums kept by atomic increments, spread over shards so that a district's
// completions never queue on one document (Firestore sustains about one write a second per document).
// A figure reads every shard of its scope and adds them up: a fixed number of reads, however many
// results were counted. Documents are `${scope}~${shard}`, with the sums under `counts`, and are exempt
// from indexing (firestore.indexes.json): nothing queries them.
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { JoinedWrite } from "../../../core/transaction-step";
import { writerOf } from "../../../db/writer";
import { adminApp } from "../../../admin-app";
import { STATISTICS } from "../../../db/collections";

const docId = (scope: string, shard: number) => `${scope}~${shard}`;

/** Adds `deltas` to the shard's sums with the writer's other writes (no read: nothing to contend on). */
export function incrementShard(scope: string, shard: number, deltas: Readonly<Record<string, number>>): JoinedWrite {
  const counts: Record<string, FieldValue> = {};
  for (const [name, delta] of Object.entries(deltas)) if (delta !== 0) counts[name] = FieldValue.increment(delta);
  const ref = getFirestore(adminApp()).collection(STATISTICS).doc(docId(scope, shard));
  return (writer) => {
    if (Object.keys(counts).length > 0) writerOf(writer).set(ref, { scope, counts }, { merge: true });
  };
}

/** Every shard's sums of `scope`, added up: one batched read of `shards` documents. */
export async function readShards(scope: string, shards: number): Promise<Record<string, number>> {
  const db = getFirestore(adminApp());
  const refs = Array.from({ length: shards }, (_, shard) => db.collection(STATISTICS).doc(docId(scope, shard)));
  const snapshots = await db.getAll(...refs);
  const total: Record<string, number> = {};
  for (const snapshot of snapshots) {
    const counts = (snapshot.get("counts") ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(counts)) if (typeof value === "number") total[name] = (total[name] ?? 0) + value;
  }
  return total;
}

/** Deletes every shard of each scope (missing ones are no matter), in batches of 500. */
export async function deleteShards(scopes: readonly string[], shards: number): Promise<void> {
  const db = getFirestore(adminApp());
  const refs = scopes.flatMap((scope) => Array.from({ length: shards }, (_, shard) => db.collection(STATISTICS).doc(docId(scope, shard))));
  for (let start = 0; start < refs.length; start += 500) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + 500)) batch.delete(ref);
    await batch.commit();
  }
}
