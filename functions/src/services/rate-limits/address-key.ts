// Rate-limit records name an address (or an account) only through an HMAC keyed with the day's random
// secret, never a plain hash: a plain SHA-256 of an IPv4 address is reversed by trying all 2^32 of them.
// The secret changes every UTC day and the daily run deletes the old one, so yesterday's ids cannot be
// reversed by anyone, us included. A limit's window that spans midnight starts again under the new key.
import { createHmac } from "node:crypto";
import { dayKey } from "./repositories/address-key-repository";

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
