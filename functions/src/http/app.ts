// The request pipeline: route -> auth -> validate -> handler, with one error path and one log line,
// all under one request id (X-Request-Id) that every log line of the request carries.
import { performance } from "node:perf_hooks";
import { ERRORS } from "@readbright/domain/messages";
import { authenticate, requireVerifiedEmail } from "./auth";
import { sendError } from "./error-converter";
import { HttpError } from "../core/http-error";
import { readJsonBody } from "./json-body";
import { requestIdFrom, runWithRequestId } from "../core/request-context";
import { logRequest } from "./request-log";
import { matchRoute } from "./router";
import type { RouteMatch } from "./router";
import type { Request, Response, Route } from "./types";
import { validate } from "./validate";

/** The route pattern for logs: never the raw path, which may hold ids. */
export function routeLabel(match: RouteMatch): string {
  if (match.kind === "found") return match.route.path;
  return match.kind === "method-not-allowed" ? match.path : "(no route)";
}

export function createApp(routes: readonly Route[]) {
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
      const { route, params } = match;
      let user = route.public ? null : await authenticate(req.get("authorization"));
      if (user && !route.allowUnverified) user = await requireVerifiedEmail(user);
      const body = route.body ? await validate(route.body, readJsonBody(req)) : undefined;
      await route.handler({ user, params, query: req.query, body }, res);
    } catch (err) {
      sendError(res, err, label);
    } finally {
      logRequest({ ...label, status: res.statusCode, latency_ms: Math.round(performance.now() - started) });
    }
  }
}
