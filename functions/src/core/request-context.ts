// The request a piece of work belongs to, so every log line it writes carries the same request id
// (sent back as X-Request-Id) without passing it down by hand.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * The id for a request: Google's trace id when the platform sent a well-formed one (so the line sits
 * with the request's trace in Cloud Logging), otherwise a fresh one. Anything else a client wrote is
 * ignored, so a header cannot put text of its choosing into the logs.
 */
export function requestIdFrom(traceHeader: string | undefined): string {
  const trace = /^([0-9a-f]{32})(?:\/|$)/i.exec(traceHeader ?? "");
  return trace?.[1]?.toLowerCase() ?? randomUUID().replace(/-/g, "");
}

export function runWithRequestId<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return storage.run({ requestId }, work);
}

export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
