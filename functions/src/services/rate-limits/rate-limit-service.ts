// A sliding-window rate limiter any endpoint can use: at most `limit` requests per key within
// `windowMs`. Refused requests are not counted, so waiting always helps.
import { HttpError } from "../../core/http-error";
import { keyedId } from "./address-key";
import { rateLimitStep, updateRateLimit } from "./repositories/rate-limit-repository";
import type { RateLimitUpdate, Transaction } from "./repositories/rate-limit-repository";

/**
 * A rate limit's part of another transaction. `read` goes with that transaction's other reads and gives
 * back the verdict, which the transaction applies where its order of refusals says: it throws the 429, or
 * returns the write to make with the transaction's own writes.
 */
export interface RateLimitCheck {
  read(tx: Transaction): Promise<() => (tx: Transaction) => void>;
}

export interface RateLimitPolicy {
  /** Names the limit, e.g. "feedback"; keys of different policies never collide. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 error message. */
  message: string;
}

/** Which of the recorded hits still count at `now`, and whether one more fits. */
export function nextRateLimitState(hits: readonly number[], policy: RateLimitPolicy, now: number): RateLimitUpdate {
  const recent = hits.filter((hit) => hit > now - policy.windowMs && hit <= now).sort((a, b) => a - b);
  if (recent.length >= policy.limit) {
    const oldest = recent[recent.length - policy.limit] ?? now;
    // A slot frees up when the hit that filled the window leaves it.
    return { allowed: false, retryAt: oldest + policy.windowMs };
  }
  return { allowed: true, hits: [...recent, now], expiresAt: now + policy.windowMs };
}

/** The record's id: keyed with the day's secret (address-key.ts), so the key (an address) cannot be read back. */
export function rateLimitId(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<string> {
  return keyedId(policy.name, key, now);
}

/** The 429 a refused request gets: the policy's message, and Retry-After. */
export function tooMany(policy: RateLimitPolicy, retryAt: number, now: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  return new HttpError(429, policy.message, { "Retry-After": String(retryAfterSeconds) });
}

/**
 * The same count as a step of another transaction (the answer's), so a request's bookkeeping and its
 * writes commit together: a refused request writes nothing at all.
 */
export function rateLimitCharge(policy: RateLimitPolicy, key: string, now: number = Date.now()): RateLimitCheck {
  const step = rateLimitStep(rateLimitId(policy, key, now), policy.name, (hits) => nextRateLimitState(hits, policy, now));
  return {
    async read(tx) {
      const { update, write } = await step.read(tx);
      return () => {
        if (!update.allowed) throw tooMany(policy, update.retryAt, now);
        return write;
      };
    },
  };
}

/** Counts one request for `key`, or throws a 429 (with Retry-After) when the limit is reached. */
export async function enforceRateLimit(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  const result = await updateRateLimit(await rateLimitId(policy, key, now), policy.name, (hits) => nextRateLimitState(hits, policy, now));
  if (!result.allowed) throw tooMany(policy, result.retryAt, now);
}
