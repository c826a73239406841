// Checking a rate limit without counting the request. Used where only some requests count (misses),
// yet every request must be refused once the limit is full.
import { HttpError } from "../../core/http-error";
import { readRateLimitHits } from "./repositories/rate-limit-read-repository";
import { nextRateLimitState, rateLimitId, tooMany } from "./rate-limit-service";
import type { RateLimitCheck, RateLimitPolicy } from "./rate-limit-service";

/** Throws the policy's 429 (with Retry-After) when `key` has no room left; counts nothing. */
export async function assertRateLimitRoom(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  const state = nextRateLimitState(await readRateLimitHits(rateLimitId(policy, key)), policy, now);
  if (!state.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.retryAt - now) / 1000));
    throw new HttpError(429, policy.message, { "Retry-After": String(retryAfterSeconds) });
  }
}

/**
 * The same check as a step of another transaction, but read outside it: the read starts now, alongside
 * that transaction's reads, and locks nothing. For a document that every answer of a class would
 * otherwise lock (an address's misses, shared by a school): in the Firestore emulator, transactions
 * that read one document queue behind each other.
 */
export function rateLimitRoomPeek(policy: RateLimitPolicy, key: string, now: number = Date.now()): RateLimitCheck {
  const state = readRateLimitHits(rateLimitId(policy, key)).then((hits) => nextRateLimitState(hits, policy, now));
  // Until the transaction asks for it, a failed read is not an unhandled rejection.
  state.catch(() => {});
  return {
    async read() {
      const update = await state;
      return () => {
        if (!update.allowed) throw tooMany(policy, update.retryAt, now);
        return () => {};
      };
    },
  };
}
