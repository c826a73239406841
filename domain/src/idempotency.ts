// Idempotency-Key: the web client names each creating request once, and sends the same name
// again when it retries, so a retry after a lost answer creates nothing twice. Shared by the web's api
// client, which makes the keys, and the function's pipeline, which honours them.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** 16 to 128 letters, digits, - or _: a UUID fits, a guessable counter does not. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** How long a key is remembered: a retry comes within seconds, a user's second try within minutes. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key must be 16 to 128 letters, digits, - or _",
  inProgress: "This request is still being processed. Try again in a moment.",
  reused: "This Idempotency-Key was already used for a different request",
} as const;
