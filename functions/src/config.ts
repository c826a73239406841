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
 * Where Firebase Hosting's front end reaches the function from. The last X-Forwarded-For entry is always
 * written by Google's front end in front of the function (the address it saw); when that address is one
 * of these, the request came through Hosting and the entry TRUSTED_PROXY_HOPS from the right is the
 * client. Otherwise the caller used the function's own URL, and the last entry, which it cannot choose,
 * is its address (docs/decisions/0034-limits-that-hold-under-concurrency.md). Google's front-end ranges;
 * a deployment that sees another should set HOSTING_FRONT_END_RANGES (comma-separated CIDR).
 */
export const HOSTING_FRONT_END_RANGES: string =
  process.env.HOSTING_FRONT_END_RANGES?.trim() ||
  "66.102.0.0/20, 66.249.64.0/19, 72.14.192.0/18, 74.125.0.0/16, 209.85.128.0/17, 64.233.160.0/19, 108.177.0.0/17, 172.217.0.0/16, 173.194.0.0/16, 35.191.0.0/16, 130.211.0.0/22, 2001:4860::/32, 2404:6800::/32, 2800:3f0::/32, 2a00:1450::/32, 2c0f:fb50::/32";

/**
 * Firebase App Check on the API (http/app-check.ts): "enforce" or "off". Enforced when deployed unless
 * APP_CHECK=off; off on the emulators (`npm start`) unless APP_CHECK=enforce, which the App Check tests
 * use with a local key (APP_CHECK_LOCAL_PUBLIC_KEY, a PEM; APP_CHECK_PROJECT_NUMBER).
 */
export const APP_CHECK: "enforce" | "off" =
  process.env.APP_CHECK === "off" || process.env.APP_CHECK === "enforce" ? process.env.APP_CHECK : process.env.FUNCTIONS_EMULATOR === "true" ? "off" : "enforce";

/** The web app ids (Firebase console) whose App Check tokens are accepted; empty accepts any app of the project. */
export const APP_CHECK_APP_IDS: readonly string[] = (process.env.APP_CHECK_APP_IDS ?? "").split(",").map((id) => id.trim()).filter(Boolean);

/**
 * New phrases (not yet in the speech cache) one signed-in account may have synthesised in a day. Each is a
 * paid Text-to-Speech call and a stored file; cached phrases and a test's own questions cost nothing.
 */
export const SPEECH_NEW_PHRASES_PER_DAY: number = whole(process.env.SPEECH_NEW_PHRASES_PER_DAY, 200, 1, 100_000);

function whole(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/**
 * How long one instance reuses the figures of GET /api/evidence/ (and how long browsers and Hosting may
 * keep them): 60 s when deployed; 0 on the emulators, so a test or `npm run evidence` sees a completion at once.
 */
export const EVIDENCE_CACHE_SECONDS: number = whole(process.env.EVIDENCE_CACHE_SECONDS, process.env.FUNCTIONS_EMULATOR === "true" ? 0 : 60, 0, 3600);
