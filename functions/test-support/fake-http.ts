// One request through the app without a server: what the Functions runtime hands it (the raw body
// already read), and what the app sent back (status, JSON body, headers).
import type { createApp } from "../src/http/app";
import type { Request, Response } from "../src/http/types";

export interface FakeRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
}

export interface Sent {
  status: number;
  body?: unknown;
  headers: Record<string, string>;
}

export function callApp(app: ReturnType<typeof createApp>, { method, path, body, headers = {}, query = {} }: FakeRequest): Promise<Sent> {
  const rawBody = body === undefined ? undefined : Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const req = { method, path, query, headers, rawBody, body: undefined, get: (name: string) => headers[name.toLowerCase()] };
  const sent: Sent = { status: 200, headers: {} };
  const res = {
    headersSent: false,
    get statusCode() {
      return sent.status;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(h: Record<string, string>) {
      Object.assign(sent.headers, h);
      return res;
    },
    json(value: unknown) {
      sent.body = value;
      return res;
    },
  };
  return app(req as unknown as Request, res as unknown as Response).then(() => sent);
}
