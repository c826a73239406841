// The pipeline's Idempotency-Key step, for routes whose contract says `idempotent`: the handler runs once
// per key; a retry is answered from what the first request answered (services/idempotency/).
import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import type { AuthUser } from "../core/caller";
import { HttpError } from "../core/http-error";
import { describeError, log } from "../core/log";
import { beginIdempotent } from "../services/idempotency/idempotency-service";
import type { MultipartFile } from "./multipart";
import type { Response, Route } from "./types";

/** What the request asks for: its validated body and its file's bytes. A key sent again must ask the same. */
export function requestFingerprint(body: unknown, file: MultipartFile | null): string {
  const hash = createHash("sha256").update(JSON.stringify(body ?? null));
  if (file) hash.update("\n").update(file.bytes);
  return hash.digest("hex");
}

/** Watches the handler's JSON answer, so it can be kept for retries. */
function captureJson(res: Response): () => { status: number; body: unknown } | null {
  let seen: { status: number; body: unknown } | null = null;
  const send = res.json.bind(res);
  res.json = (body?: unknown) => {
    seen = { status: res.statusCode, body };
    return send(body);
  };
  return () => seen;
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
  const answered = captureJson(res);
  const keep = (what: Promise<void>, why: string) =>
    what.catch((err: unknown) => log.error(`idempotency key could not be ${why}`, { route: route.path, ...describeError(err) }));
  try {
    await run();
  } catch (err) {
    await keep(start.fail(), "released");
    throw err;
  }
  const answer = answered();
  await (answer && answer.status < 300 ? keep(start.finish(answer.status, answer.body), "completed") : keep(start.fail(), "released"));
}

