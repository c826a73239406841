// The request pipeline: route -> App Check -> auth -> params -> query -> body (JSON or multipart) -> Idempotency-Key -> handler, with one
// error path and one log line, all under one request id (X-Request-Id) that every log line carries. What
// a route checks comes from its contract (domain/src/api/), so handlers get values already checked.
import { performance } from "node:perf_hooks";
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { ERRORS } from "@readbright/domain/messages";
import type { Requester } from "../core/caller";
import { HttpError } from "../core/http-error";
import { requestIdFrom, runWithRequestId } from "../core/request-context";
import { authenticate, requireVerifiedEmail } from "./auth";
import { APP_CHECK_HEADER, requireAppCheck } from "./app-check";
import type { AppCheckVerifier } from "./app-check";
import { clientIp } from "./client-ip";
import { sendError } from "./error-converter";
import { IDEMPOTENCY_HEADER } from "@readbright/domain/idempotency";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import { runIdempotent } from "./idempotency";
import { readJsonBody } from "./json-body";
import { readMultipart } from "./multipart";
import { optionalCaller } from "./optional-auth";
import { logRequest } from "./request-log";
import { matchRoute } from "./router";
import type { RouteMatch } from "./router";
import type { MultipartFile } from "./multipart-file";
import type { Request, Response, Route } from "./types";
import { validate, validateOr } from "../core/validate";

/** The route pattern for logs: never the raw path, which may hold ids. */
export function routeLabel(match: RouteMatch): string {
  if (match.kind === "found") return match.route.path;
  return match.kind === "method-not-allowed" ? match.path : "(no route)";
}

/** Who is calling, as the route's auth mode asks: 401 without a valid token, 403 unverified where it must be. */
export async function requesterFor(endpoint: AnyEndpoint, req: Request): Promise<Requester> {
  const address = clientIp(req);
  const authorization = req.get("authorization");
  switch (endpoint.auth) {
    case "none":
      return { user: null, clientIp: address };
    case "optional":
      return { user: await optionalCaller(authorization), clientIp: address };
    case "required":
      return { user: await authenticate(authorization), clientIp: address };
    case "verified":
      return { user: await requireVerifiedEmail(await authenticate(authorization)), clientIp: address };
  }
}

async function readBody(endpoint: AnyEndpoint, req: Request): Promise<{ body: unknown; file: MultipartFile | null }> {
  const { multipart } = endpoint;
  if (multipart) {
    const form = await readMultipart(req, multipart);
    return { body: await validate(multipart.fields, form.fields), file: form.file };
  }
  return { body: endpoint.body ? await validate(endpoint.body, readJsonBody(req)) : undefined, file: null };
}

/** `appCheck`: the verifier every route but the exempt ones must pass (index.ts passes the configured one). */
export function createApp(routes: readonly Route[], appCheck: AppCheckVerifier | null = null) {
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
      await requireAppCheck(appCheck, endpoint, req.get(APP_CHECK_HEADER));
      const requester = await requesterFor(endpoint, req);
      // A path value that could never name anything is a missing thing, like any other: 404.
      const params = endpoint.params ? await validateOr(endpoint.invalidParamsStatus ?? 404, endpoint.params, match.params) : {};
      // A query naming a missing thing may be a 404; a page's own limit and cursor are always a bad request.
      const query = endpoint.query ? await validateOr(endpoint.invalidQueryStatus ?? 400, endpoint.query, req.query, [...Object.values(PAGING_MESSAGES), ...(endpoint.badQueryMessages ?? [])]) : {};
      const { body, file } = await readBody(endpoint, req);
      const key = req.get(IDEMPOTENCY_HEADER);
      await runIdempotent(route, { key, user: requester.user, body, file }, res, () =>
        route.handler({ requester, user: requester.user, params, query, body, file, method: req.method, header: (name) => req.get(name) }, res),
      );
    } catch (err) {
      sendError(res, err, label);
    } finally {
      logRequest({ ...label, status: res.statusCode, latency_ms: Math.round(performance.now() - started) });
    }
  }
}
