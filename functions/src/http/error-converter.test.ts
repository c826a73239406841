import { describe, expect, it, vi } from "vitest";
import { ERRORS } from "@readbright/domain/messages";
import { sendError, toErrorResponse } from "./error-converter";
import { HttpError } from "../core/http-error";
import type { Response } from "./types";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

describe("toErrorResponse", () => {
  it("passes an HttpError's status, message and headers through", () => {
    expect(toErrorResponse(new HttpError(405, "Method not allowed", { Allow: "GET" }))).toEqual({
      status: 405,
      headers: { Allow: "GET" },
      body: { error: "Method not allowed" },
    });
  });
  it("hides the message of any other error behind a 500", () => {
    expect(toErrorResponse(new Error("connect ECONNREFUSED 10.0.0.1"))).toEqual({
      status: 500,
      headers: {},
      body: { error: ERRORS.internal },
    });
    expect(toErrorResponse("thrown string").body).toEqual({ error: ERRORS.internal });
  });
  it("answers Firestore lock contention with a 503 the client may retry, not a 500", () => {
    const aborted = Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code: 10 });
    expect(toErrorResponse(aborted)).toEqual({ status: 503, headers: { "Retry-After": "1" }, body: { error: ERRORS.busy } });
    const unavailable = Object.assign(new Error("14 UNAVAILABLE"), { code: 14 });
    expect(toErrorResponse(unavailable).status).toBe(503);
    const notFound = Object.assign(new Error("5 NOT_FOUND"), { code: 5 });
    expect(toErrorResponse(notFound).status).toBe(500);
  });
});

function fakeResponse(headersSent = false) {
  const res = { headersSent, status: vi.fn(), set: vi.fn(), json: vi.fn(), end: vi.fn() };
  res.status.mockReturnValue(res);
  res.set.mockReturnValue(res);
  return res;
}

describe("sendError", () => {
  it("sends { error } with the status", () => {
    const res = fakeResponse();
    sendError(res as unknown as Response, new HttpError(400, "First Name is required"), { method: "PATCH", route: "/api/profile/" });
    expect(res.status).toHaveBeenCalledWith(400);
    expect(res.json).toHaveBeenCalledWith({ error: "First Name is required" });
  });
  it("only ends a response that has already started", () => {
    const res = fakeResponse(true);
    sendError(res as unknown as Response, new Error("stream broke"), { method: "POST", route: "/api/text-to-speech/" });
    expect(res.json).not.toHaveBeenCalled();
    expect(res.end).toHaveBeenCalled();
  });
});
