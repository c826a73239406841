// The rate_limits collection: one document per limited key, its id a keyed hash of the key
// (address-key.ts) so the key itself (an IP address, say) is never stored. Read and written in one transaction, so two
// requests arriving together cannot both take the last free slot.
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import { adminApp } from "../../../admin-app";
import { RATE_LIMITS } from "../../../db/collections";

/** A transaction, as services pass it between repositories without touching it. */
export type { Transaction };


/** What the limiter decided, given the hits already recorded (epoch milliseconds). */
export type RateLimitUpdate =
  | {
      allowed: true;
      /** The hits to store, this request's included. */
      hits: number[];
      /** When every hit has expired: a TTL policy on expires_at may delete the document then. */
      expiresAt: number;
    }
  | { allowed: false; retryAt: number };

export async function updateRateLimit(
  id: string,
  scope: string,
  decide: (hits: number[]) => RateLimitUpdate,
): Promise<RateLimitUpdate> {
  const db = getFirestore(adminApp());
  const ref = db.collection(RATE_LIMITS).doc(id);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const update = decide(readHits(snapshot.get("hits")));
    if (update.allowed) {
      tx.set(ref, {
        scope,
        hits: update.hits.map((ms) => Timestamp.fromMillis(ms)),
        expires_at: Timestamp.fromMillis(update.expiresAt),
        updated_at: FieldValue.serverTimestamp(),
      });
    }
    return update;
    // Every request on one result counts on one document: a burst (a player's answers and reader calls at
    // once) must queue for it rather than fail after the default 5 attempts.
  }, { maxAttempts: 25 });
}

function readHits(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((hit): hit is Timestamp => hit instanceof Timestamp).map((hit) => hit.toMillis());
}

/**
 * One step of another transaction: reads the limit's record with the transaction's other reads and gives
 * back the write to make with its other writes (nothing, when the request is refused: the caller throws).
 */
export interface RateLimitStep {
  read(tx: Transaction): Promise<{ update: RateLimitUpdate; write: (tx: Transaction) => void }>;
}

export function rateLimitStep(id: Promise<string>, scope: string, decide: (hits: number[]) => RateLimitUpdate): RateLimitStep {
  // Until the transaction asks for it, a failed key read is not an unhandled rejection.
  id.catch(() => {});
  return {
    async read(tx) {
      const ref = getFirestore(adminApp()).collection(RATE_LIMITS).doc(await id);
      const update = decide(readHits((await tx.get(ref)).get("hits")));
      const write = (writer: Transaction) => {
        if (!update.allowed) return;
        writer.set(ref, {
          scope,
          hits: update.hits.map((ms) => Timestamp.fromMillis(ms)),
          expires_at: Timestamp.fromMillis(update.expiresAt),
          updated_at: FieldValue.serverTimestamp(),
        });
      };
      return { update, write };
    },
  };
}
