// The request pipeline: route -> App Check -> auth -> params -> query -> before-body check -> body (JSON or multipart) -> device caller -> Idempotency-Key -> handler -> response check, with one
// error path and one log line, all under one request id (X-Request-Id) that every log line carries. What
// a route checks comes from its contract (domain/src/api/), so handlers get values already checked.
import { performance } from "node:perf_hooks";
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../core/http-error";
import { requestIdFrom, runWithRequestId } from "../core/request-context";
import type { AppCheckVerifier } from "./app-check";
import { checkedBeforeBody } from "./before-body";
import { clientIp } from "./client-ip";
import { callerAfterBody } from "./device-caller";
import { sendError } from "./error-converter";
import { IDEMPOTENCY_HEADER } from "@readbright/domain/idempotency";
import { runIdempotent } from "./idempotency";
import { readJsonBody } from "./json-body";
import { readMultipart } from "./multipart";
import { logRequest } from "./request-log";
import { resolveHead } from "./request-head";
import { responseChecksOn } from "./response-check";
import { matchRoute } from "./router";
import type { RouteMatch } from "./router";
import type { MultipartFile } from "./multipart-file";
import type { Request, Response, Route } from "./types";
import { validate } from "../core/validate";

/** The route pattern for logs: never the raw path, which may hold ids. */
export function routeLabel(match: RouteMatch): string {
  if (match.kind === "found") return match.route.path;
  return match.kind === "method-not-allowed" ? match.path : "(no route)";
}

async function readBody(endpoint: AnyEndpoint, req: Request): Promise<{ body: unknown; file: MultipartFile | null }> {
  const { multipart } = endpoint;
  if (multipart) {
    const form = await readMultipart(req, multipart);
    const body = await validate(multipart.fields, form.fields);
    if (multipart.file) await validate(multipart.file, form.file ? { filename: form.file.filename, mime_type: form.file.mimeType } : null);
    return { body, file: form.file };
  }
  return { body: endpoint.body ? await validate(endpoint.body, readJsonBody(req)) : undefined, file: null };
}

/**
 * `appCheck`: the verifier every route but the exempt ones must pass (index.ts passes the configured one).
 * `checkResponses`: every JSON answer must fit its route's response schema (on in the emulator and tests).
 */
export function createApp(routes: readonly Route[], appCheck: AppCheckVerifier | null = null, checkResponses: boolean = responseChecksOn()) {
  return (req: Request, res: Response): Promise<void> => {
    const requestId = requestIdFrom(req.get("x-cloud-trace-context"));
    res.set("X-Request-Id", requestId);
    return runWithRequestId(requestId, () => handle(req, res));
  };

  async function handle(req: Request, res: Response): Promise<void> {
    const started = performance.now();
    const match = matchRoute(routes, req.method, req.path);
    const label = { method: req.method, route: routeLabel(match) };
    try {
      if (match.kind === "not-found") throw new HttpError(404, ERRORS.notFound);
      if (match.kind === "method-not-allowed") {
        throw new HttpError(405, "Method not allowed", { Allow: match.allowed.join(", ") });
      }
      const { route } = match;
      const { endpoint } = route;
      if (endpoint.headers) res.set(endpoint.headers);
      const head = await resolveHead(endpoint, appCheck, { header: (name) => req.get(name), clientIp: clientIp(req), params: match.params, query: req.query });
      // Where the host held the body back, this stage ran before it was read (before-body.ts).
      if (route.beforeBody && !checkedBeforeBody(req)) await route.beforeBody(head);
      const { body, file } = await readBody(endpoint, req);
      const requester = await callerAfterBody(endpoint, head.requester, body);
      const key = req.get(IDEMPOTENCY_HEADER);
      const { params, query } = head;
      await runIdempotent(route, { key, user: requester.user, body, file }, res, () =>
        route.respond({ requester, user: requester.user, params, query, body, file, method: req.method, header: (name) => req.get(name) }, res, checkResponses),
      );
    } catch (err) {
      sendError(res, err, label);
    } finally {
      logRequest({ ...label, status: res.statusCode, latency_ms: Math.round(performance.now() - started) });
    }
  }
}
