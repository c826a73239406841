// Deployment settings the function reads in one place. Each has a safe default for production.

/**
 * How many entries at the right of X-Forwarded-For the platform wrote: the client's address is the
 * entry just left of them, and anything further left is whatever the client sent. In production a
 * request through Firebase Hosting arrives as "<client's own values...>, <client address>, <Google
 * front end>" (observed: "77.234.44.175,66.102.8.142"), so 2. The local Hosting emulator appends
 * nothing; tests send the production chain themselves (tests/fixtures/addresses.ts).
 */
export const TRUSTED_PROXY_HOPS: number = hops(process.env.TRUSTED_PROXY_HOPS, 2);

function hops(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= 0 && n <= 10 ? n : fallback;
}
