import { describe, expect, it, vi } from "vitest";
import { answerBodyErrorsAsJson, bodyParserErrorResponse, hostExpress, refuseOversizedBody } from "./framework-body-errors";
import type { ExpressModule, HostResponse } from "./framework-body-errors";
import { HttpError } from "../core/http-error";
import { BODY_ERRORS } from "./json-body";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

/** What body-parser passes to next() for a malformed JSON body. */
const parseFailed = Object.assign(new SyntaxError("Unexpected token n in JSON at position 1"), { type: "entity.parse.failed", status: 400, body: "{nope" });

function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: "" };
  const res: HostResponse = {
    headersSent: false,
    get statusCode() {
      return sent.status;
    },
    set statusCode(code: number) {
      sent.status = code;
    },
    setHeader: (name, value) => (sent.headers[name.toLowerCase()] = value),
    end: (body) => (sent.body = body),
  };
  return { res, sent };
}

/** An Express-like module whose app passes `err` to the final callback, as the router does. */
function fakeExpress(err: unknown): ExpressModule {
  return { application: { handle: (_req, _res, callback) => callback?.(err) } };
}

function fakeRequest(headers: Record<string, string>) {
  const passedOn: string[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const req = {
    headers,
    resumed: false,
    emit(event: string | symbol, ..._args: unknown[]) {
      passedOn.push(String(event));
      return true;
    },
    on(event: string, listener: () => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    resume() {
      req.resumed = true;
    },
    destroy: vi.fn(),
    /** The stream ending, as Node would signal it to listeners added with on(). */
    finish() {
      for (const listener of listeners.get("end") ?? []) listener();
    },
  };
  return { req, passedOn };
}

describe("bodyParserErrorResponse", () => {
  it("turns body-parser's errors into the API's messages", () => {
    expect(bodyParserErrorResponse(parseFailed)).toEqual({ status: 400, headers: {}, body: { error: BODY_ERRORS.malformed } });
    expect(bodyParserErrorResponse({ type: "entity.too.large", status: 413 })?.status).toBe(413);
    expect(bodyParserErrorResponse({ type: "encoding.unsupported", status: 415 })?.status).toBe(415);
  });
  it("leaves every other error alone", () => {
    expect(bodyParserErrorResponse(new Error("boom"))).toBeNull();
    expect(bodyParserErrorResponse("text")).toBeNull();
  });
});

describe("answerBodyErrorsAsJson", () => {
  it("answers a malformed JSON body with a JSON 400 instead of Express's HTML page, and reports it", () => {
    const express = fakeExpress(parseFailed);
    const fallback = vi.fn();
    const onRefused = vi.fn();
    answerBodyErrorsAsJson(express, fallback, onRefused);
    const { res, sent } = fakeResponse();
    const req = { method: "PATCH", path: "/api/profile/" };
    express.application.handle.call({}, req, res);
    expect(sent).toEqual({ status: 400, headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify({ error: BODY_ERRORS.malformed }) });
    expect(fallback).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(req, 400);
  });
  it("hands any other error to the caller's callback, or to Express's own final handler", () => {
    const failure = new Error("boom");
    const express = fakeExpress(failure);
    const finalHandler = vi.fn();
    answerBodyErrorsAsJson(express, () => finalHandler);
    const { res, sent } = fakeResponse();
    const next = vi.fn();
    express.application.handle.call({}, {}, res, next);
    expect(next).toHaveBeenCalledWith(failure);
    express.application.handle.call({}, {}, res);
    expect(finalHandler).toHaveBeenCalledWith(failure);
    expect(sent.body).toBe("");
  });
  it("wraps a module once, however often it is installed", () => {
    const express = fakeExpress(parseFailed);
    answerBodyErrorsAsJson(express, () => vi.fn());
    const wrapped = express.application.handle;
    answerBodyErrorsAsJson(express, () => vi.fn());
    expect(express.application.handle).toBe(wrapped);
  });
});

describe("hostExpress", () => {
  it("is null when the host has no Express to find", () => {
    expect(hostExpress(undefined)).toBeNull();
    expect(hostExpress("/nowhere/at/all/main.js")).toBeNull();
  });
});

describe("refuseOversizedBody", () => {
  const limit = { maxBytes: 10, message: "Too big" };

  it("never hands a declared length over the limit to the parser: drained unread, 413 once it ends", () => {
    const { req } = fakeRequest({ "content-length": String(50 * 1024 * 1024) });
    const { res, sent } = fakeResponse();
    const refused = vi.fn();
    expect(refuseOversizedBody(req, res, limit, refused)).toBe(true);
    expect(req.resumed).toBe(true);
    expect(sent.status).toBe(0);
    req.finish();
    expect(sent).toMatchObject({ status: 413, headers: { "content-type": "application/json; charset=utf-8" } });
    expect(JSON.parse(sent.body)).toEqual({ error: "Too big" });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it("lets a body within the limit through untouched", () => {
    const { req } = fakeRequest({ "content-length": "10" });
    const { res, sent } = fakeResponse();
    expect(refuseOversizedBody(req, res, limit, vi.fn())).toBe(false);
    expect(req.resumed).toBe(false);
    expect(sent.status).toBe(0);
  });

  it("cuts a chunked body off at the limit: nothing more reaches the parser, 413 when it ends", () => {
    const { req, passedOn } = fakeRequest({ "transfer-encoding": "chunked" });
    const { res, sent } = fakeResponse();
    expect(refuseOversizedBody(req, res, limit, vi.fn())).toBe(false);
    req.emit("data", Buffer.alloc(6));
    req.emit("data", Buffer.alloc(6));
    req.emit("data", Buffer.alloc(6));
    req.emit("end");
    req.emit("close");
    expect(passedOn).toEqual(["data", "close"]);
    expect(sent.status).toBe(413);
  });

  it("passes a chunked body within the limit on whole", () => {
    const { req, passedOn } = fakeRequest({ "transfer-encoding": "chunked" });
    const { res, sent } = fakeResponse();
    refuseOversizedBody(req, res, limit, vi.fn());
    req.emit("data", Buffer.alloc(5));
    req.emit("data", Buffer.alloc(5));
    req.emit("end");
    expect(passedOn).toEqual(["data", "data", "end"]);
    expect(sent.status).toBe(0);
  });
});

describe("a route's checks before the body is read", () => {
  const handled = () => {
    const handle = vi.fn((_req: unknown, _res: unknown, callback?: (err?: unknown) => void) => callback?.());
    return { express: { application: { handle } } as ExpressModule, handle };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("refuses with the check's status, message and headers once the body has drained unread; the app never sees it", async () => {
    const { express, handle: original } = handled();
    const onRefused = vi.fn();
    const refusal = new HttpError(429, "Too many requests. Please try again later.", { "Retry-After": "60" });
    answerBodyErrorsAsJson(express, vi.fn(), onRefused, () => null, () => async () => Promise.reject(refusal));
    const { req } = fakeRequest({});
    const { res, sent } = fakeResponse();
    express.application.handle.call({}, req, res);
    await settle();
    expect(req.resumed).toBe(true);
    expect(sent.status).toBe(0);
    req.finish();
    expect(sent).toEqual({
      status: 429,
      headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" },
      body: JSON.stringify({ error: "Too many requests. Please try again later." }),
    });
    expect(original).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(req, 429);
  });

  it("lets the request go on when the checks pass, or fail for any other reason (the route checks again)", async () => {
    for (const check of [async () => {}, async () => Promise.reject(new Error("Firestore unavailable"))]) {
      const { express, handle } = handled();
      answerBodyErrorsAsJson(express, () => () => {}, vi.fn(), () => null, () => check);
      const { req } = fakeRequest({});
      express.application.handle.call({}, req, fakeResponse().res);
      await settle();
      expect(handle).toHaveBeenCalledTimes(1);
      expect(req.resumed).toBe(false);
    }
  });
});
