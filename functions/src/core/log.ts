// The one way the function logs: structured lines with the request id, and no personal data. Error
// text is scrubbed of what it may quote: e-mail addresses, Storage paths of recordings (they hold the
// owner's uid), Firestore document paths (ids) and bearer tokens. Callers pass ids, codes and counts,
// never names, e-mails, uids, paths or spoken text.
import { logger } from "firebase-functions/logger";
import { currentRequestId } from "./request-context";

type Fields = Record<string, unknown>;

const SCRUBS: readonly [RegExp, string][] = [
  [/Bearer\s+[\w.-]+/gi, "Bearer [token]"],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "[email]"],
  [/recordings\/[^\s"'`,)]+/g, "recordings/[path]"],
  [/speech\/[^\s"'`,)]+/g, "speech/[path]"],
  [/documents\/[^\s"'`,)]+/g, "documents/[path]"],
];

export function scrub(text: string): string {
  return SCRUBS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function clean(value: unknown): unknown {
  if (typeof value === "string") return scrub(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

function withContext(fields: Fields): Fields {
  const requestId = currentRequestId();
  return { ...(clean(fields) as Fields), ...(requestId ? { request_id: requestId } : {}) };
}

export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(scrub(message), withContext(fields)),
  warn: (message: string, fields: Fields = {}) => logger.warn(scrub(message), withContext(fields)),
  error: (message: string, fields: Fields = {}) => logger.error(scrub(message), withContext(fields)),
};

/** An error as a log field: its name, code and scrubbed stack, never the request it came from. */
export function describeError(err: unknown): Fields {
  if (err instanceof Error) return { name: err.name, code: (err as { code?: unknown }).code, stack: err.stack };
  return { value: String(err) };
}
