// JSON errors for bodies the functions framework refuses before our code runs, and bodies too large for
// their route refused before the framework reads them. The framework (the emulator's runtime, and
// Google's functions-framework in production) reads every body with body-parser in its own Express app
// (up to its own 32 MB), and a malformed JSON one goes to Express's default final handler, which answers
// an HTML page. No option of onRequest reaches that app, but both hosts load this module before they
// create it, so wrapping Express's `application.handle` of the host's own copy of Express puts our checks
// in front of body-parser and one JSON answer in front of that final handler.
import { createRequire } from "node:module";
import { routeLabel } from "./app";
import type { ErrorResponse } from "./error-converter";
import { BODY_ERRORS, JSON_BODY_MAX_BYTES } from "./json-body";
import { logRequest } from "./request-log";
import { matchRoute } from "./router";
import { HttpError } from "../core/http-error";
import type { BodyLimit, Route, UnreadRequest } from "./types";
import type { AppCheckVerifier } from "./app-check";
import { beforeBodyStage } from "./before-body";
import { dropStalledBody } from "./body-idle";
import type { WatchedRequest, WatchedResponse } from "./body-idle";

export const UNREADABLE_BODY = "Request body could not be read";
export const UNSUPPORTED_ENCODING = "Request body encoding is not supported";

type Callback = (err?: unknown) => void;
type Handle = (this: unknown, req: unknown, res: HostResponse, callback?: Callback) => unknown;

export interface HostResponse {
  headersSent: boolean;
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

/** The parts of Node's IncomingMessage the size check uses. */
export interface HostRequest {
  headers: Record<string, string | string[] | undefined>;
  emit(event: string | symbol, ...args: unknown[]): boolean;
  on(event: string, listener: () => void): unknown;
  resume(): unknown;
  destroy(): unknown;
}

function answerJson(res: HostResponse, status: number, error: string, headers: Readonly<Record<string, string>> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ error }));
}

/**
 * Refuses a body over `limit` before anything parses it. A declared Content-Length over the limit is
 * never handed to the framework's parser: its bytes are drained unread and the 413 goes out once they
 * end (answering mid-upload makes proxies, the emulator's among them, fail the whole request). A body
 * without one (chunked) is counted as it streams: past the limit nothing more is passed on, so the
 * route never runs on a cut body, and the 413 goes out when the client stops sending. True when the
 * request was taken over here and must go no further.
 */
export function refuseOversizedBody(req: HostRequest, res: HostResponse, limit: BodyLimit, onRefused: () => void): boolean {
  const refuse = () => {
    if (res.headersSent) return;
    answerJson(res, 413, limit.message);
    onRefused();
  };
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) <= limit.maxBytes) return false;
    req.on("end", refuse);
    req.on("error", () => req.destroy());
    req.resume();
    return true;
  }
  let seen = 0;
  let cut = false;
  const emit = req.emit;
  req.emit = function countBytes(this: HostRequest, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "data" && !cut) {
      seen += (args[0] as { length: number }).length;
      cut = seen > limit.maxBytes;
    }
    if (!cut) return emit.call(this, event, ...args);
    if (event === "end") refuse();
    // Past the limit neither the data nor its end reach the parser; errors and close still do.
    return event === "data" || event === "end" ? false : emit.call(this, event, ...args);
  };
  return false;
}

/** Answers a refusal once the body has been drained unread (answering mid-upload makes proxies fail the request). */
function refuseUnread(req: HostRequest, res: HostResponse, refusal: HttpError, onRefused: () => void): void {
  req.on("end", () => {
    if (res.headersSent) return;
    answerJson(res, refusal.status, refusal.message, refusal.headers);
    onRefused();
  });
  req.on("error", () => req.destroy());
  req.resume();
}

/** A route's before-body stage for one request (before-body.ts). */
export type UnreadCheck = (req: UnreadRequest) => Promise<void>;

export interface ExpressModule {
  application: { handle: Handle; get?: (setting: string) => unknown };
}

/** The answer for an error body-parser raised (they carry a `type`), or null for any other error. */
export function bodyParserErrorResponse(err: unknown): ErrorResponse | null {
  const type = typeof err === "object" && err !== null ? (err as { type?: unknown }).type : undefined;
  const answer = (status: number, error: string): ErrorResponse => ({ status, headers: {}, body: { error } });
  switch (type) {
    case "entity.parse.failed":
      return answer(400, BODY_ERRORS.malformed);
    case "entity.too.large":
      return answer(413, BODY_ERRORS.tooLarge);
    case "encoding.unsupported":
    case "charset.unsupported":
      return answer(415, UNSUPPORTED_ENCODING);
    case "request.aborted":
    case "request.size.invalid":
    case "entity.verify.failed":
    case "stream.encoding.set":
    case "stream.not.readable":
      return answer(400, UNREADABLE_BODY);
    default:
      return null;
  }
}

const PATCHED = Symbol.for("readbright.bodyErrorsAsJson");

/** Every route's body limit: its own for uploads, JSON_BODY_MAX_BYTES for the rest, and for paths no route has. */
export function bodyLimitOf(match: ReturnType<typeof matchRoute>): BodyLimit {
  return (match.kind === "found" ? match.route.bodyLimit : undefined) ?? { maxBytes: JSON_BODY_MAX_BYTES, message: BODY_ERRORS.tooLarge };
}

/**
 * Wraps `express.application.handle` so body-parser's errors are answered `{ "error": message }`.
 * `fallback` builds Express's own final handler for every other error (and for "no route").
 * `onRefused` is told of each answered request, for the request log.
 */
export function answerBodyErrorsAsJson(
  express: ExpressModule,
  fallback: (req: unknown, res: HostResponse, app: unknown) => Callback,
  onRefused: (req: unknown, status: number) => void = () => {},
  limitOf: (req: unknown) => BodyLimit | null = () => null,
  beforeBodyOf: (req: unknown) => UnreadCheck | null = () => null,
): void {
  const proto = express.application as ExpressModule["application"] & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const original = proto.handle;
  proto.handle = function handle(this: unknown, req, res, callback) {
    // The clock runs while the body is read or drained, not while it waits unread for the route's checks.
    const watchBody = () => dropStalledBody(req as WatchedRequest, res as unknown as WatchedResponse, () => onRefused(req, 408));
    const limit = limitOf(req);
    if (limit && refuseOversizedBody(req as HostRequest, res, limit, () => onRefused(req, 413))) {
      watchBody();
      return undefined;
    }
    const carryOn = () => {
      watchBody();
      return passOn();
    };
    const passOn = () => original.call(this, req, res, (err?: unknown) => {
      const response = err === undefined ? null : bodyParserErrorResponse(err);
      if (response && !res.headersSent) {
        answerJson(res, response.status, response.body.error);
        onRefused(req, response.status);
        return;
      }
      (callback ?? fallback(req, res, this))(err);
    });
    const beforeBody = beforeBodyOf(req);
    if (!beforeBody) return carryOn();
    // The body waits, unread, while the route's own checks run; a refusal drains it and answers.
    beforeBody(req as UnreadRequest).then(carryOn, (err: unknown) => {
      if (!(err instanceof HttpError)) return carryOn();
      watchBody();
      refuseUnread(req as HostRequest, res, err, () => onRefused(req, err.status));
    });
    return undefined;
  };
  proto[PATCHED] = true;
}

/** The host's Express (the one its main module resolves) and its final handler, or null when there is none. */
export function hostExpress(mainFilename: string | undefined): { express: ExpressModule; finalhandler: FinalHandler } | null {
  if (!mainFilename) return null;
  try {
    const hostRequire = createRequire(mainFilename);
    const expressPath = hostRequire.resolve("express");
    const express = hostRequire(expressPath) as ExpressModule;
    const finalhandler = createRequire(expressPath)("finalhandler") as FinalHandler;
    return typeof express.application?.handle === "function" ? { express, finalhandler } : null;
  } catch {
    return null; // not hosted by an Express-based framework (unit tests, scripts)
  }
}

export type FinalHandler = (req: unknown, res: unknown, options: { env?: unknown }) => Callback;

/**
 * Installs the JSON answer in the host that loaded this function, logging each refusal like any request,
 * and runs each route's before-body stage with the body held back (`appCheck` as the pipeline has it).
 */
export function installFrameworkBodyErrors(routes: readonly Route[], appCheck: AppCheckVerifier | null, mainFilename: string | undefined = require.main?.filename): boolean {
  const host = hostExpress(mainFilename);
  if (!host) return false;
  const env = (app: unknown) => (app as { get?: (setting: string) => unknown }).get?.("env");
  const matchOf = (req: unknown) => {
    const { method, path, url } = req as { method: string; path?: string; url?: string };
    // Before Express has parsed it, a request has only its url.
    return { method, match: matchRoute(routes, method, path ?? (url ?? "/").split("?")[0] ?? "/") };
  };
  answerBodyErrorsAsJson(
    host.express,
    (req, res, app) => host.finalhandler(req, res, { env: env(app) }),
    (req, status) => {
      const { method, match } = matchOf(req);
      logRequest({ method, route: routeLabel(match), status, latency_ms: 0 });
    },
    (req) => bodyLimitOf(matchOf(req).match),
    (req) => beforeBodyStage(routes, appCheck, req as UnreadRequest & { method?: string }),
  );
  return true;
}
