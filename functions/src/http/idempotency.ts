// The pipeline's Idempotency-Key step, for routes whose contract says `idempotent`: the handler runs once
// per key; a retry is answered from what the first request answered (services/idempotency/).
import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import type { AuthUser } from "../core/caller";
import { HttpError } from "../core/http-error";
import { describeError, log } from "../core/log";
import { beginIdempotent } from "../services/idempotency/idempotency-service";
import type { MultipartFile } from "./multipart-file";
import type { Response, Route } from "./types";

/** What the request asks for: its validated body and its file's bytes. A key sent again must ask the same. */
export function requestFingerprint(body: unknown, file: MultipartFile | null): string {
  const hash = createHash("sha256").update(JSON.stringify(body ?? null));
  if (file) hash.update("\n").update(file.bytes);
  return hash.digest("hex");
}

/**
 * Holds the handler's JSON answer back, so it is kept for retries before the client sees it: a client
 * that retries (or looks) straight after its answer finds the key completed, never still running.
 * `restore` puts res.json back (the error path answers through it too); `release` also sends what was held.
 */
function holdJson(res: Response) {
  let seen: { status: number; body: unknown } | null = null;
  const json = res.json;
  res.json = (body?: unknown) => {
    seen = { status: res.statusCode, body };
    return res;
  };
  const restore = () => {
    res.json = json;
  };
  return {
    held: () => seen,
    restore,
    release: () => {
      restore();
      if (seen) res.status(seen.status).json(seen.body);
    },
  };
}

export async function runIdempotent(
  route: Route,
  request: { key: string | undefined; user: AuthUser | null; body: unknown; file: MultipartFile | null },
  res: Response,
  run: () => Promise<void>,
): Promise<void> {
  const { key, user } = request;
  if (!route.endpoint.idempotent || key === undefined || !user) return run();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey);
  const start = await beginIdempotent(user.uid, `${route.method} ${route.path}`, key, requestFingerprint(request.body, request.file));
  if (start.kind === "replay") {
    res.set("Idempotent-Replayed", "true").status(start.status).json(start.body);
    return;
  }
  const answer = holdJson(res);
  const keep = (what: Promise<void>, why: string) =>
    what.catch((err: unknown) => log.error(`idempotency key could not be ${why}`, { route: route.path, ...describeError(err) }));
  try {
    await run();
  } catch (err) {
    answer.restore();
    await keep(start.fail(), "released");
    throw err;
  }
  const held = answer.held();
  await (held && held.status < 300 ? keep(start.finish(held.status, held.body), "completed") : keep(start.fail(), "released"));
  answer.release();
}
