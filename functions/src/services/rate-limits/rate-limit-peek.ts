// Checking a rate limit without counting the request. Used where only some requests count (misses),
// yet every request must be refused once the limit is full.
import { HttpError } from "../../core/http-error";
import { readRateLimitHits } from "./repositories/rate-limit-read-repository";
import { nextRateLimitState, rateLimitId } from "./rate-limit-service";
import type { RateLimitPolicy } from "./rate-limit-service";

/** Throws the policy's 429 (with Retry-After) when `key` has no room left; counts nothing. */
export async function assertRateLimitRoom(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  const state = nextRateLimitState(await readRateLimitHits(await rateLimitId(policy, key, now)), policy, now);
  if (!state.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.retryAt - now) / 1000));
    throw new HttpError(429, policy.message, { "Retry-After": String(retryAfterSeconds) });
  }
}
