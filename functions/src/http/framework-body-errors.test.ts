import { describe, expect, it, vi } from "vitest";
import { answerBodyErrorsAsJson, bodyParserErrorResponse, hostExpress } from "./framework-body-errors";
import type { ExpressModule, HostResponse } from "./framework-body-errors";
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
