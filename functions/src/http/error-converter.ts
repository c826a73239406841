// The single place an error becomes a response: `{ "error": message }`, internals hidden on 500.
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../core/http-error";
import { describeError, log } from "../core/log";
import type { Response } from "./types";

export interface ErrorResponse {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: { error: string } & Record<string, unknown>;
}

export function toErrorResponse(err: unknown): ErrorResponse {
  if (err instanceof HttpError) {
    return { status: err.status, headers: err.headers, body: { ...err.details, error: err.message } };
  }
  if (isContention(err)) return { status: 503, headers: { "Retry-After": "1" }, body: { error: ERRORS.busy } };
  return { status: 500, headers: {}, body: { error: ERRORS.internal } };
}

// gRPC ABORTED and UNAVAILABLE from Firestore: lock contention or a passing outage. Nothing was written
// (a transaction commits whole or not at all), so the client may simply send the request again.
const RETRYABLE_FIRESTORE_CODES = new Set([10, 14]);

function isContention(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return err instanceof Error && typeof code === "number" && RETRYABLE_FIRESTORE_CODES.has(code);
}

export interface RequestLabel {
  method: string;
  route: string;
}

export function sendError(res: Response, err: unknown, label: RequestLabel): void {
  const response = toErrorResponse(err);
  if (response.status >= 500) {
    // Only the error itself: never headers, tokens or request bodies.
    log.error("request failed", { ...label, status: response.status, error: describeError(err) });
  }
  if (res.headersSent) {
    // Part of a response already went out; the status can no longer change.
    res.end();
    return;
  }
  res.status(response.status).set(response.headers).json(response.body);
}
