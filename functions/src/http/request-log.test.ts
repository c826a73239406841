import { beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "firebase-functions/logger";
import { mixed, object, string } from "yup";
import { endpoint } from "@readbright/domain/api/endpoint";
import { createApp } from "./app";
import { route } from "./define-route";
import { HttpError } from "../core/http-error";
import type { Request, Response } from "./types";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.secret-token.sig";
const EMAIL = "ann.lee@example.com";
const NAME = "Mia Berg";
const ID = "Xq3pZt9LmN0aBcDeFgHi";

const byId = object({ id: string().required() });
const app = createApp([
  route(
    endpoint()({ method: "POST", path: "/api/participants/{id}", auth: "none", params: byId, body: object({ name: string().required(), email: string().required() }) }),
    async ({ params, body }, res) => res.status(201).send({ id: params.id, ...body }),
    { response: mixed() },
  ),
  route(endpoint()({ method: "GET", path: "/api/get-assessment-result-by-id/{id}/", auth: "none", params: byId }), async ({ params }) => {
    throw new HttpError(404, `no result ${params.id}`);
  }, { response: mixed() }),
  route(endpoint()({ method: "GET", path: "/api/broken/{id}", auth: "none" }), async () => {
    throw new Error("database unavailable");
  }, { response: mixed() }),
  route(endpoint()({ method: "GET", path: "/api/leaky/", auth: "none" }), async () => {
    // What a library's error may quote: a document path, a recording's Storage path, an e-mail, a token.
    throw new Error(`No document to update: projects/p/databases/(default)/documents/participants/${ID}; recordings/${UID}/${ID}/301-ab.webm; ${EMAIL}; Bearer ${TOKEN}`);
  }, { response: mixed() }),
]);

const UID = "uKq8Zr2VbN5sT1yWx0PpLmA3cD4e";

function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}`, "content-type": "text/plain", "x-forwarded-for": "203.0.113.7", ...extra };
  const rawBody = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const req = { method, path, query: { email: EMAIL }, headers, rawBody, get: (name: string) => headers[name.toLowerCase()] };
  let status = 200;
  const res = {
    headersSent: false,
    get statusCode() {
      return status;
    },
    status(code: number) {
      status = code;
      return res;
    },
    sent: {} as Record<string, string>,
    set: (name: string | Record<string, string>, value?: string) => {
      if (typeof name === "string") res.sent[name.toLowerCase()] = String(value);
      return res;
    },
    json: () => res,
  };
  return app(req as unknown as Request, res as unknown as Response).then(() => res.sent);
}

/** Everything the logger was given, as one string. */
function logged(): string {
  return JSON.stringify([vi.mocked(logger.info).mock.calls, vi.mocked(logger.warn).mock.calls, vi.mocked(logger.error).mock.calls]);
}

describe("the request log", () => {
  beforeEach(() => vi.clearAllMocks());

  it("writes one structured line per request: method, route pattern, status and latency", async () => {
    await call("POST", `/api/participants/${ID}/`, { name: NAME, email: EMAIL });
    expect(logger.info).toHaveBeenCalledTimes(1);
    const [message, fields] = vi.mocked(logger.info).mock.calls[0] as [string, Record<string, unknown>];
    expect(message).toBe("POST /api/participants/{id} 201");
    expect(fields).toEqual({ method: "POST", route: "/api/participants/{id}", status: 201, latency_ms: expect.any(Number), request_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("never carries the token, the email, names or the ids in the path, whatever the outcome", async () => {
    await call("POST", `/api/participants/${ID}`, { name: NAME, email: EMAIL });
    await call("POST", `/api/participants/${ID}`, { name: NAME }); // refused: email missing
    await call("GET", `/api/get-assessment-result-by-id/${ID}/`); // 404 whose message names the id
    await call("GET", `/api/broken/${ID}`); // 500, logged with its stack
    await call("GET", `/api/${EMAIL}/${ID}`); // no such route
    expect(vi.mocked(logger.info).mock.calls.map(([message]) => message)).toEqual([
      "POST /api/participants/{id} 201",
      "POST /api/participants/{id} 400",
      "GET /api/get-assessment-result-by-id/{id}/ 404",
      "GET /api/broken/{id} 500",
      "GET (no route) 404",
    ]);
    const text = logged();
    for (const secret of [TOKEN, "Bearer", EMAIL, NAME, ID, "203.0.113.7"]) expect(text).not.toContain(secret);
  });
});

describe("log lines and the request id", () => {
  beforeEach(() => vi.clearAllMocks());

  it("scrubs an error's text of paths, ids in them, e-mails and tokens, on the error path too", async () => {
    await call("GET", "/api/leaky/");
    expect(logger.error).toHaveBeenCalledTimes(1);
    const text = logged();
    for (const secret of [TOKEN, EMAIL, UID, ID]) expect(text).not.toContain(secret);
    expect(text).toContain("documents/[path]");
    expect(text).toContain("recordings/[path]");
  });

  it("gives every line of a request one request id, and sends it back as X-Request-Id", async () => {
    const sent = await call("GET", "/api/broken/x");
    const id = sent["x-request-id"];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const [, errorFields] = vi.mocked(logger.error).mock.calls[0] as [string, Record<string, unknown>];
    const [, infoFields] = vi.mocked(logger.info).mock.calls[0] as [string, Record<string, unknown>];
    expect(errorFields.request_id).toBe(id);
    expect(infoFields.request_id).toBe(id);
    const other = await call("GET", "/api/broken/x");
    expect(other["x-request-id"]).not.toBe(id);
  });

  it("takes the platform's trace id when it is well formed, and never a client's free text", async () => {
    const trace = "0123456789abcdef0123456789ABCDEF";
    expect((await call("GET", "/api/broken/x", undefined, { "x-cloud-trace-context": `${trace}/123;o=1` }))["x-request-id"]).toBe(trace.toLowerCase());
    const forged = await call("GET", "/api/broken/x", undefined, { "x-cloud-trace-context": "ann.lee@example.com says hi" });
    expect(forged["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expect(logged()).not.toContain("says hi");
  });
});
