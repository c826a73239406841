// Miss budgets (miss-budget.ts): one counter per key and fixed window in rate_limits, changed only by
// atomic increments, never by a read-modify-write. A request adds itself and then reads the total, so
// requests arriving together each see every one that added itself before them.
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { RATE_LIMITS } from "../../../db/collections";

function ref(id: string) {
  return getFirestore(adminApp()).collection(RATE_LIMITS).doc(id);
}

/** Adds `delta` to the counter `id` (made when missing) and returns its total once that has happened. */
export async function addToCounter(id: string, scope: string, delta: number, expiresAt: number): Promise<number> {
  await ref(id).set(
    { scope, count: FieldValue.increment(delta), expires_at: Timestamp.fromMillis(expiresAt), updated_at: FieldValue.serverTimestamp() },
    { merge: true },
  );
  return readCounter(id);
}

/** The counter's total; 0 when there is none. */
export async function readCounter(id: string): Promise<number> {
  const count: unknown = (await ref(id).get()).get("count");
  return typeof count === "number" ? count : 0;
}

/** Gives back what addToCounter took (a hit, or a refused request). */
export async function takeFromCounter(id: string, delta: number): Promise<void> {
  await ref(id).update({ count: FieldValue.increment(-delta) });
}
