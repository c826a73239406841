// Checking a rate limit without counting the request. Used where only some requests count (misses),
// yet every request must be refused once the limit is full; and to learn whether a key was used lately.
import type { HttpError } from "../../core/http-error";
import { readRateLimitHits } from "./repositories/rate-limit-read-repository";
import { nextRateLimitState, rateLimitId, tooMany } from "./rate-limit-service";
import type { RateLimitPolicy } from "./rate-limit-service";

export interface RateLimitPeek {
  /** Requests counted for the key within the window. */
  recent: number;
  /** The 429 (with Retry-After) one more request would get; null while there is room. */
  refusal: HttpError | null;
}

/** What the limit of `key` holds at `now`; counts nothing. */
export async function peekRateLimit(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<RateLimitPeek> {
  const hits = await readRateLimitHits(await rateLimitId(policy, key, now));
  const state = nextRateLimitState(hits, policy, now);
  const recent = hits.filter((hit) => hit > now - policy.windowMs && hit <= now).length;
  return { recent, refusal: state.allowed ? null : tooMany(policy, state.retryAt, now) };
}

/** Throws the policy's 429 (with Retry-After) when `key` has no room left; counts nothing. */
export async function assertRateLimitRoom(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  const { refusal } = await peekRateLimit(policy, key, now);
  if (refusal) throw refusal;
}
