// A budget of misses (ids or codes that match nothing) per address, safe under concurrency: a request
// takes one miss from the budget *before* it looks anything up, in one atomic increment, and gives it
// back when the lookup finds something. The total it reads after adding itself counts every request
// that added itself earlier, so however many arrive at once, at most `limit` misses are ever looked up
// in a window; a check-then-count limiter lets a whole burst past its check.
//
// The window slides approximately: the current fixed window's count plus the previous one's, weighted by
// how much of it still overlaps the last `windowMs` (the usual sliding-window counter).
import { keyedId } from "./address-key";
import { addToCounter, readCounter, takeFromCounter } from "./repositories/miss-counter-repository";
import type { RateLimitPolicy } from "./rate-limit-service";
import { tooMany } from "./rate-limit-service";

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
