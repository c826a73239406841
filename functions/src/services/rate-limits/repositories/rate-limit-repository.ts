// The rate_limits collection and the day's keys (rate-limits.ts decides; this reads and writes):
// - sliding windows: one document per limited key, its id a keyed hash of the key so the key itself (an
//   IP address, say) is never stored, read and written in one transaction so two requests arriving
//   together cannot both take the last free slot; or read without counting;
// - miss budgets: one counter per key and fixed window, changed only by atomic increments, never by a
//   read-modify-write. A request adds itself and then reads the total, so requests arriving together
//   each see every one that added itself before them;
// - address_keys/{YYYY-MM-DD}: the day's secret the ids are keyed with, one random key per UTC day,
//   created by whichever instance asks first. The daily run deletes every earlier day's key.
import { randomBytes } from "node:crypto";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Transaction } from "firebase-admin/firestore";
import type { JoinedWrite } from "../../../core/transaction-step";
import { writerOf } from "../../../db/writer";
import { adminApp } from "../../../admin-app";
import { ADDRESS_KEYS, RATE_LIMITS } from "../../../db/collections";

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

/** Counts one request in its own transaction, as `decide` says, and returns the verdict. */
export async function updateRateLimit(id: string, scope: string, decide: (hits: number[]) => RateLimitUpdate): Promise<RateLimitUpdate> {
  const step = rateLimitStep(Promise.resolve(id), scope, decide);
  return getFirestore(adminApp()).runTransaction(async (tx) => {
    const { update, write } = await step.read(tx);
    write(tx);
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
  read(tx: Transaction): Promise<{ update: RateLimitUpdate; write: JoinedWrite }>;
}

export function rateLimitStep(id: Promise<string>, scope: string, decide: (hits: number[]) => RateLimitUpdate): RateLimitStep {
  // Until the transaction asks for it, a failed key read is not an unhandled rejection.
  id.catch(() => {});
  return {
    async read(tx) {
      const ref = getFirestore(adminApp()).collection(RATE_LIMITS).doc(await id);
      const update = decide(readHits((await tx.get(ref)).get("hits")));
      const write: JoinedWrite = (writer) => {
        if (!update.allowed) return;
        writerOf(writer).set(ref, {
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

/** The recorded hits (epoch milliseconds) of one limited key; [] when there are none. */
export async function readRateLimitHits(id: string): Promise<number[]> {
  const hits = (await getFirestore(adminApp()).collection(RATE_LIMITS).doc(id).get()).get("hits");
  if (!Array.isArray(hits)) return [];
  return hits.filter((hit): hit is Timestamp => hit instanceof Timestamp).map((hit) => hit.toMillis());
}

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

const ALREADY_EXISTS = 6;

/** The key of `day` (YYYY-MM-DD), made now when no instance has made it yet. */
export async function dayKey(day: string, expiresAt: Date): Promise<Buffer> {
  const ref = getFirestore(adminApp()).collection(ADDRESS_KEYS).doc(day);
  const fresh = randomBytes(32);
  try {
    await ref.create({ key: fresh.toString("base64"), expires_at: Timestamp.fromDate(expiresAt) });
    return fresh;
  } catch (err) {
    if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
  }
  const stored: unknown = (await ref.get()).get("key");
  if (typeof stored !== "string") throw new Error(`address key ${day} is unreadable`);
  return Buffer.from(stored, "base64");
}
