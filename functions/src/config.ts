// Deployment settings the function reads in one place. Each has a safe default for production.

/**
 * How many entries at the right of X-Forwarded-For the platform wrote: the client's address is the
 * entry just left of them, and anything further left is whatever the client sent. In production a
 * request through Firebase Hosting arrives as "<client's own values...>, <client address>, <Google
 * front end>" (observed: "77.234.44.175,66.102.8.142"), so 2. The local Hosting emulator appends
 * nothing; tests send the production chain themselves (tests/fixtures/addresses.ts).
 */
export const TRUSTED_PROXY_HOPS: number = whole(process.env.TRUSTED_PROXY_HOPS, 2, 0, 10);

/**
 * New phrases (not yet in the speech cache) one signed-in account may have synthesised in a day. Each is a
 * paid Text-to-Speech call and a stored file; cached phrases and a test's own questions cost nothing.
 */
export const SPEECH_NEW_PHRASES_PER_DAY: number = whole(process.env.SPEECH_NEW_PHRASES_PER_DAY, 200, 1, 100_000);

function whole(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}
