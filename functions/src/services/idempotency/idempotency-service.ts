// Idempotency-Key (decision 20): the first request with a key runs; a retry with the same key
// and the same request gets the first answer again, one with a different request a 422, and one that
// arrives while the first still runs a 409 to try again shortly. A failed first request frees the key.
import { createHash } from "node:crypto";
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_HOURS } from "@readbright/domain/idempotency";
import { HttpError } from "../../core/http-error";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "./repositories/idempotency-repository";
import type { StoredIdempotency } from "./repositories/idempotency-repository";

/** Longer than the function's 60 s timeout: a "running" key older than this was left by a crash. */
export const RUNNING_STALE_MS = 2 * 60 * 1000;

export type IdempotentStart =
  | { kind: "run"; finish(status: number, body: unknown): Promise<void>; fail(): Promise<void> }
  | { kind: "replay"; status: number; body: unknown };

/** Whether this request may run: nothing stored, or a "running" record a crash left behind. */
export function mayRun(stored: StoredIdempotency | null, now: Date): boolean {
  return stored === null || (stored.state === "running" && now.getTime() - stored.started_at.getTime() > RUNNING_STALE_MS);
}

/** The same key for the same account and route names one document; the key itself is never stored. */
export function idempotencyId(uid: string, route: string, key: string): string {
  return createHash("sha256").update(`${uid}\n${route}\n${key}`).digest("hex");
}

/** The id of what an answer created (a participant's body has one; a CSV's count does not). */
export function createdId(body: unknown): string | null {
  const id = body !== null && typeof body === "object" ? (body as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
}

export async function beginIdempotent(uid: string, route: string, key: string, fingerprint: string, now: Date = new Date()): Promise<IdempotentStart> {
  const id = idempotencyId(uid, route, key);
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3_600_000);
  const stored = await claimIdempotencyKey(id, { uid, route, fingerprint, startedAt: now, expiresAt }, (current) => mayRun(current, now));
  if (mayRun(stored, now)) {
    return { kind: "run", finish: (status, body) => completeIdempotencyKey(id, status, body, createdId(body)), fail: () => releaseIdempotencyKey(id) };
  }
  const first = stored as StoredIdempotency;
  if (first.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
  if (first.state === "running" || first.response_status === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { "Retry-After": "2" });
  return { kind: "replay", status: first.response_status, body: first.response };
}

/** A resource deleted takes the stored answers to the requests that created it (they name its id). */
export { deleteIdempotencyKeysOf } from "./repositories/idempotency-repository";
