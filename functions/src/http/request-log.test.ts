import { beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "firebase-functions/logger";
import { object, string } from "yup";
import { createApp } from "./app";
import { publicRoute } from "./define-route";
import { HttpError } from "./http-error";
import type { Request, Response } from "./types";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.secret-token.sig";
const EMAIL = "ann.lee@example.com";
const NAME = "Mia Berg";
const ID = "Xq3pZt9LmN0aBcDeFgHi";

const app = createApp([
  publicRoute({
    method: "POST",
    path: "/api/participants/{id}",
    body: object({ name: string().required(), email: string().required() }),
    handler: async ({ params, body }, res) => void res.status(201).json({ id: params.id, ...body }),
  }),
  publicRoute({
    method: "GET",
    path: "/api/get-assessment-result-by-id/{id}/",
    handler: async ({ params }) => {
      throw new HttpError(404, `no result ${params.id}`);
    },
  }),
  publicRoute({
    method: "GET",
    path: "/api/broken/{id}",
    handler: async () => {
      throw new Error("database unavailable");
    },
  }),
]);

function call(method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}`, "content-type": "text/plain", "x-forwarded-for": "203.0.113.7" };
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
    set: () => res,
    json: () => res,
  };
  return app(req as unknown as Request, res as unknown as Response);
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
    expect(fields).toEqual({ method: "POST", route: "/api/participants/{id}", status: 201, latency_ms: expect.any(Number) });
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
