// The idempotency_keys collection: one document per (account, route, key), its id a hash of the three,
// holding the state of the first request and, once it succeeded, its answer to replay. Claimed in a
// transaction, so of two requests with one key exactly one runs.
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import type { DocumentData } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { IDEMPOTENCY_KEYS } from "../../../db/collections";


export interface StoredIdempotency {
  state: "running" | "done";
  fingerprint: string;
  started_at: Date;
  response_status: number | null;
  response: unknown;
}

export interface NewIdempotency {
  uid: string;
  route: string;
  fingerprint: string;
  startedAt: Date;
  expiresAt: Date;
}

function ref(id: string) {
  return getFirestore(adminApp()).collection(IDEMPOTENCY_KEYS).doc(id);
}

function fromData(data: DocumentData): StoredIdempotency {
  const started = data.started_at;
  return {
    state: data.state === "done" ? "done" : "running",
    fingerprint: typeof data.fingerprint === "string" ? data.fingerprint : "",
    started_at: started instanceof Timestamp ? started.toDate() : new Date(0),
    response_status: typeof data.response_status === "number" ? data.response_status : null,
    // Stored as JSON text: a replay must be the first answer byte for byte, nulls and empty lists included.
    response: typeof data.response_json === "string" ? JSON.parse(data.response_json) : null,
  };
}

/**
 * Reads the key's record and lets `mayClaim` decide, from what is stored (null: nothing, or expired), whether
 * this request runs: if so the record becomes "running" in the same transaction. Returns what was stored.
 */
export async function claimIdempotencyKey(id: string, claim: NewIdempotency, mayClaim: (stored: StoredIdempotency | null) => boolean): Promise<StoredIdempotency | null> {
  return getFirestore(adminApp()).runTransaction(async (tx) => {
    const snapshot = await tx.get(ref(id));
    const data = snapshot.data();
    const expired = data?.expires_at instanceof Timestamp && data.expires_at.toMillis() <= claim.startedAt.getTime();
    const stored = data && !expired ? fromData(data) : null;
    if (mayClaim(stored)) {
      tx.set(ref(id), {
        uid: claim.uid,
        route: claim.route,
        state: "running",
        fingerprint: claim.fingerprint,
        started_at: Timestamp.fromDate(claim.startedAt),
        expires_at: Timestamp.fromDate(claim.expiresAt),
        response_status: null,
        response_json: null,
      });
    }
    return stored;
  });
}

/**
 * The first request succeeded: its answer is what every retry gets. `resourceId` names what it created
 * (a participant), so deleting that deletes this copy of its answer too (participant-deletion-repository.ts).
 */
export async function completeIdempotencyKey(id: string, status: number, response: unknown, resourceId: string | null): Promise<void> {
  await ref(id).update({ state: "done", response_status: status, response_json: JSON.stringify(response ?? null), resource_id: resourceId, completed_at: Timestamp.now() });
}

/** The stored answers that hold a created resource (a child's name and details): gone with it. */
export async function deleteIdempotencyKeysOf(resourceId: string): Promise<void> {
  const snapshot = await getFirestore(adminApp()).collection(IDEMPOTENCY_KEYS).where("resource_id", "==", resourceId).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

/** The first request failed: the key is free again, so a retry runs it afresh. */
export async function releaseIdempotencyKey(id: string): Promise<void> {
  await ref(id).delete();
}
