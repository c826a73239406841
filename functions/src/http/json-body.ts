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
} as const;

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
  return value as Record<string, unknown>;
}
