// Reads a JSON request body. The functions framework's body-parser has already parsed
// "application/json" bodies, and answers a malformed one itself with a 400 (an HTML page)
// before this code runs. Bodies sent with any other content type arrive unparsed in
// req.rawBody, so they are parsed here and a malformed one gets our JSON 400.
import { HttpError } from "../core/http-error";

export const JSON_BODY_MAX_BYTES = 64 * 1024;

export const BODY_ERRORS = {
  malformed: "Request body must be valid JSON",
  notObject: "Request body must be a JSON object",
  tooLarge: "Request body is too large",
  tooDeep: "Request body is nested too deeply",
} as const;

/** No request of ours nests more than a few levels; anything deeper is refused before it is walked. */
export const JSON_BODY_MAX_DEPTH = 32;

/** Whether `value` nests objects or arrays deeper than `max`: walked with a stack, never by recursion. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > max) return true;
    for (const inner of Object.values(current)) if (inner !== null && typeof inner === "object") stack.push([inner, depth + 1]);
  }
  return false;
}

export interface BodySource {
  body?: unknown;
  rawBody?: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export function readJsonBody(req: BodySource): Record<string, unknown> {
  const raw = req.rawBody;
  if (raw && raw.length > JSON_BODY_MAX_BYTES) throw new HttpError(413, BODY_ERRORS.tooLarge);
  const contentType = String(req.headers["content-type"] ?? "").toLowerCase();
  let value: unknown;
  if (/^application\/([\w.+-]*\+)?json\b/.test(contentType) && !Buffer.isBuffer(req.body) && typeof req.body !== "string") {
    value = req.body ?? {};
  } else if (!raw || raw.length === 0) {
    value = {}; // no body: validation reports the missing fields
  } else {
    try {
      value = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new HttpError(400, BODY_ERRORS.malformed);
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, BODY_ERRORS.notObject);
  }
  if (nestedDeeperThan(value, JSON_BODY_MAX_DEPTH)) throw new HttpError(400, BODY_ERRORS.tooDeep);
  return value as Record<string, unknown>;
}
