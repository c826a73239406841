// The rate limits, in one module: every limit any route has, over the rate_limits collection.
// - Sliding windows (enforceRateLimit, rateLimitCharge): at most `limit` requests per key within
//   `windowMs`. Refused requests are not counted, so waiting always helps.
// - Peeks (peekRateLimit, assertRateLimitRoom): a window's state without counting, where only some
//   requests count yet every request must be refused once the limit is full.
// - Miss budgets (reserveMiss, lookUpWithMiss, takeFromBudget, assertMissRoom): ids or codes that match
//   nothing, per address, safe under concurrency: a request takes one miss from the budget *before* it
//   looks anything up, in one atomic increment, and gives it back when the lookup finds something. The
//   total it reads after adding itself counts every request that added itself earlier, so however many
//   arrive at once, at most `limit` misses are ever looked up in a window; a check-then-count limiter
//   lets a whole burst past its check. Their window slides approximately: the current fixed window's
//   count plus the previous one's, weighted by how much of it still overlaps the last `windowMs`.
// Records name an address (or an account) only through an HMAC keyed with the day's random secret,
// never a plain hash: a plain SHA-256 of an IPv4 address is reversed by trying all 2^32 of them. The
// secret changes every UTC day and the daily run deletes the old one, so yesterday's ids cannot be
// reversed by anyone, us included. A limit's window that spans midnight starts again under the new key.
import { createHmac } from "node:crypto";
import { HttpError } from "../../core/http-error";
import type { TransactionStep } from "../../core/transaction-step";
import { addToCounter, dayKey, rateLimitStep, readCounter, readRateLimitHits, takeFromCounter, updateRateLimit } from "./repositories/rate-limit-repository";
import type { RateLimitUpdate } from "./repositories/rate-limit-repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const cache = new Map<string, Promise<Buffer>>();

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

function keyOf(now: number): Promise<Buffer> {
  const day = utcDay(now);
  let key = cache.get(day);
  if (!key) {
    // Due for deletion as soon as its day is over: the next daily run deletes it.
    key = dayKey(day, new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
    cache.clear();
    cache.set(day, key);
    key.catch(() => cache.delete(day));
  }
  return key;
}

/** The id a rate-limit record of `scope` and `key` is stored under today. */
export async function keyedId(scope: string, key: string, now: number = Date.now()): Promise<string> {
  return createHmac("sha256", await keyOf(now)).update(`${scope}\n${key}`).digest("hex");
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
export function rateLimitCharge(policy: RateLimitPolicy, key: string, now: number = Date.now()): TransactionStep {
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

export interface MissReservation {
  /** The lookup found something: the miss is given back. */
  giveBack(): Promise<void>;
}

interface Windows {
  current: string;
  previous: string;
  /** Share of the previous window still inside the sliding one (0..1). */
  previousWeight: number;
  currentEnd: number;
}

async function windowsOf(policy: RateLimitPolicy, key: string, now: number): Promise<Windows> {
  const start = Math.floor(now / policy.windowMs) * policy.windowMs;
  const [current, previous] = await Promise.all([
    keyedId(`${policy.name}@${start}`, key, now),
    keyedId(`${policy.name}@${start - policy.windowMs}`, key, now),
  ]);
  return { current, previous, previousWeight: 1 - (now - start) / policy.windowMs, currentEnd: start + policy.windowMs };
}

/** When a request refused with these counts could pass: as the previous window slides out, or at the next. */
export function retryAtOf(policy: RateLimitPolicy, w: Pick<Windows, "previousWeight" | "currentEnd">, current: number, previous: number, now: number): number {
  const room = policy.limit - current;
  if (room > 0 && previous > 0) {
    const weightNeeded = room / previous;
    const at = w.currentEnd - weightNeeded * policy.windowMs;
    if (at > now) return Math.min(at, w.currentEnd);
  }
  return w.currentEnd;
}

/** The budget's use at `now`, this request's own miss included when it has taken one. */
function used(current: number, previous: number, w: Windows): number {
  return current + Math.ceil(previous * w.previousWeight);
}

/**
 * Takes one miss from the budget of `key`, or throws the policy's 429 (nothing taken). Call it before
 * the lookup; give the miss back when the lookup finds something.
 */
export async function reserveMiss(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<MissReservation> {
  const w = await windowsOf(policy, key, now);
  const expiresAt = w.currentEnd + policy.windowMs;
  const [current, previous] = await Promise.all([addToCounter(w.current, policy.name, 1, expiresAt), readCounter(w.previous)]);
  if (used(current, previous, w) > policy.limit) {
    await takeFromCounter(w.current, 1);
    throw tooMany(policy, retryAtOf(policy, w, current - 1, previous, now), now);
  }
  let given = false;
  return {
    async giveBack() {
      if (given) return;
      given = true;
      await takeFromCounter(w.current, 1);
    },
  };
}

/**
 * Runs the lookup a miss was taken for: the miss goes back when it finds something, and when it fails
 * (the database, not the guess); it stays taken when it finds nothing. With no miss taken (a caller the
 * budget does not apply to) it only runs the lookup.
 */
export async function lookUpWithMiss<T>(miss: MissReservation | null, lookup: () => Promise<T | null>): Promise<T | null> {
  let found: T | null;
  try {
    found = await lookup();
  } catch (err) {
    await miss?.giveBack();
    throw err;
  }
  if (found !== null) await miss?.giveBack();
  return found;
}

/**
 * Counts one request against a per-key budget that every request spends (the contact form, invitations,
 * new speech): the same atomic take, never given back. A transaction that reads the count and writes it
 * back let a burst of 15 through together in the emulator (all read "none yet"); an increment cannot.
 */
export async function takeFromBudget(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  await reserveMiss(policy, key, now);
}

/** Throws the policy's 429 when `key` has no miss left; takes nothing (for a check before reading a body). */
export async function assertMissRoom(policy: RateLimitPolicy, key: string, now: number = Date.now()): Promise<void> {
  const w = await windowsOf(policy, key, now);
  const [current, previous] = await Promise.all([readCounter(w.current), readCounter(w.previous)]);
  if (used(current, previous, w) >= policy.limit) throw tooMany(policy, retryAtOf(policy, w, current, previous, now), now);
}

/** How a request made with a capability (an id that alone lets its holder in) is let in at an address. */
export interface CapabilityAdmission {
  /** The capability's count here: a device with requests in it used this id here lately. */
  seen: RateLimitPeek;
  /** The miss taken from the address's budget before the lookup; null for a device this id has seen here. */
  miss: MissReservation | null;
  /** The capability's count as a step of the caller's own transaction. */
  charge: TransactionStep;
}

/**
 * One call for a request made with a capability: a device that used it at this address within the
 * capability's window is no guesser and takes no miss, so a class behind one school address does not
 * write to one shared document on every answer; any other device takes a miss from the address's budget
 * *before* it looks the id up (429 when there is none).
 */
export async function admitCapability(capability: RateLimitPolicy, misses: RateLimitPolicy, capabilityKey: string, address: string, now: number = Date.now()): Promise<CapabilityAdmission> {
  const seen = await peekRateLimit(capability, capabilityKey, now);
  const miss = seen.recent > 0 ? null : await reserveMiss(misses, address, now);
  return { seen, miss, charge: rateLimitCharge(capability, capabilityKey, now) };
}
