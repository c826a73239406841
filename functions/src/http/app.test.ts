import { describe, expect, it, vi } from "vitest";
import { mixed, object, string } from "yup";
import { closed, text } from "@readbright/domain/api/responses/schema";
import { endpoint } from "@readbright/domain/api/endpoint";
import { createApp } from "./app";
import { route } from "./define-route";
import { callApp } from "../../test-support/fake-http";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const health = endpoint<{ status: string }>()({ method: "GET", path: "/api/health", auth: "none" });
const echo = endpoint<unknown>()({
  method: "POST",
  path: "/api/echo/{id}",
  auth: "none",
  params: object({ id: string().required().matches(/^\d+$/, "Echo not found") }),
  query: object({ loud: string().oneOf(["yes"], "loud must be yes").optional() }),
  body: object({ name: string().required("Name is required") }),
});
const user = endpoint<unknown>()({ method: "GET", path: "/api/user/", auth: "required" });

const healthResponse = closed<{ status: string }>({ status: text });
const app = createApp([
  route(health, async (_ctx, res) => res.send({ status: "ok" }), { response: healthResponse }),
  route(echo, async ({ params, query, body }, res) => res.send({ id: params.id, query, body }), { response: mixed() }),
  route(user, async (_ctx, res) => res.send({}), { response: mixed() }),
]);

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, query: Record<string, unknown> = {}) {
  return callApp(app, { method, path, body, headers, query });
}

describe("createApp", () => {
  it("runs a matching route's handler", async () => {
    expect(await call("GET", "/api/health/")).toMatchObject({ status: 200, body: { status: "ok" } });
  });
  it("answers unknown routes with 404 and wrong methods with 405", async () => {
    expect(await call("GET", "/api/nowhere")).toMatchObject({ status: 404, body: { error: "Not found" } });
    expect(await call("DELETE", "/api/health")).toMatchObject({ status: 405, headers: { Allow: "GET" } });
  });
  it("hands the handler a validated body with unknown fields stripped, and path params", async () => {
    const sent = await call("POST", "/api/echo/42/", { name: "Ann", admin: true }, { "content-type": "text/plain" }, { loud: "yes", other: "x" });
    expect(sent).toMatchObject({ status: 200, body: { id: "42", query: { loud: "yes" }, body: { name: "Ann" } } });
  });
  it("answers a path value that could name nothing with 404, and a bad query with 400, before the body", async () => {
    expect(await call("POST", "/api/echo/x/", {}, { "content-type": "text/plain" })).toMatchObject({ status: 404, body: { error: "Echo not found" } });
    expect(await call("POST", "/api/echo/1/", {}, { "content-type": "text/plain" }, { loud: "no" })).toMatchObject({ status: 400, body: { error: "loud must be yes" } });
  });
  it("answers invalid and malformed bodies with a 400 JSON error", async () => {
    expect(await call("POST", "/api/echo/1", {}, { "content-type": "text/plain" })).toMatchObject({ status: 400, body: { error: "Name is required" } });
    expect(await call("POST", "/api/echo/1", "{nope", { "content-type": "text/plain" })).toMatchObject({
      status: 400,
      body: { error: "Request body must be valid JSON" },
    });
  });
  it("asks for a token on private routes before anything else", async () => {
    expect(await call("GET", "/api/user")).toMatchObject({ status: 401, body: { error: "Authentication required" } });
  });
});

describe("createApp with App Check enforced", () => {
  const verifier = { verify: vi.fn(async (token: string) => (token === "good" ? { appId: "web" } : Promise.reject(new Error("bad")))) };
  const guarded = createApp([
    route(endpoint<{ status: string }>()({ method: "GET", path: "/api/health", auth: "none", appCheck: false }), async (_ctx, res) => res.send({ status: "ok" }), { response: healthResponse }),
    route(user, async (_ctx, res) => res.send({ reached: true }), { response: mixed() }),
  ], verifier);
  const send = async (path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await callApp(guarded, { method: "GET", path, headers });
    return { status, body };
  };

  it("refuses a request without a valid token with a 401 before the caller is even looked at", async () => {
    const refused = { status: 401, body: { error: "This request did not come from the ReadBright app. Please reload the page and try again." } };
    expect(await send("/api/user/")).toEqual(refused);
    expect(await send("/api/user/", { "x-firebase-appcheck": "forged", authorization: "Bearer x" })).toEqual(refused);
  });
  it("lets a valid token through to the usual checks, and the health check through without one", async () => {
    expect(await send("/api/user/", { "x-firebase-appcheck": "good" })).toMatchObject({ status: 401, body: { error: "Authentication required" } });
    expect(await send("/api/health/")).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});
