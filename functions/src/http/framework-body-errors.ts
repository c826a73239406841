// JSON errors for bodies the functions framework refuses before our code runs. The framework (the
// emulator's runtime, and Google's functions-framework in production) parses application/json bodies
// with body-parser in its own Express app; a malformed one goes to Express's default final handler,
// which answers an HTML page. No option of onRequest reaches that app, but both hosts load this module
// before they create it, so wrapping Express's `application.handle` of the host's own copy of Express
// puts one JSON answer in front of that final handler. Any other error keeps the default behaviour.
import { createRequire } from "node:module";
import { routeLabel } from "./app";
import type { ErrorResponse } from "./error-converter";
import { BODY_ERRORS } from "./json-body";
import { logRequest } from "./request-log";
import { matchRoute } from "./router";
import type { Route } from "./types";

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

/**
 * Wraps `express.application.handle` so body-parser's errors are answered `{ "error": message }`.
 * `fallback` builds Express's own final handler for every other error (and for "no route").
 * `onRefused` is told of each answered request, for the request log.
 */
export function answerBodyErrorsAsJson(
  express: ExpressModule,
  fallback: (req: unknown, res: HostResponse, app: unknown) => Callback,
  onRefused: (req: unknown, status: number) => void = () => {},
): void {
  const proto = express.application as ExpressModule["application"] & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const original = proto.handle;
  proto.handle = function handle(this: unknown, req, res, callback) {
    return original.call(this, req, res, (err?: unknown) => {
      const response = err === undefined ? null : bodyParserErrorResponse(err);
      if (response && !res.headersSent) {
        res.statusCode = response.status;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify(response.body));
        onRefused(req, response.status);
        return;
      }
      (callback ?? fallback(req, res, this))(err);
    });
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

/** Installs the JSON answer in the host that loaded this function, logging each refusal like any request. */
export function installFrameworkBodyErrors(routes: readonly Route[], mainFilename: string | undefined = require.main?.filename): boolean {
  const host = hostExpress(mainFilename);
  if (!host) return false;
  const env = (app: unknown) => (app as { get?: (setting: string) => unknown }).get?.("env");
  answerBodyErrorsAsJson(
    host.express,
    (req, res, app) => host.finalhandler(req, res, { env: env(app) }),
    (req, status) => {
      const { method, path } = req as { method: string; path: string };
      logRequest({ method, route: routeLabel(matchRoute(routes, method, path)), status, latency_ms: 0 });
    },
  );
  return true;
}
