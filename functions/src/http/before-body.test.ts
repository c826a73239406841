import { describe, expect, it, vi } from "vitest";
import { object, string } from "yup";
import { endpoint } from "@readbright/domain/api/endpoint";
import { createApp } from "./app";
import { beforeBodyStage } from "./before-body";
import { route } from "./define-route";
import type { HeadContext, Request, Response } from "./types";
import { HttpError } from "../core/http-error";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const upload = endpoint<void>()({
  method: "POST",
  path: "/api/uploads/{id}/",
  auth: "optional",
  params: object({ id: string().required().matches(/^\d+$/, "Upload not found") }),
  query: object({ result: string().strict().typeError("result must be an id").optional() }),
});
const other = endpoint<void>()({ method: "POST", path: "/api/other/", auth: "none" });

function routesWith(check: (ctx: HeadContext<typeof upload>) => Promise<void>) {
  return [route(upload, async (_ctx, res) => res.noContent(), { response: "none", beforeBody: check }), route(other, async (_ctx, res) => res.noContent(), { response: "none" })];
}

const unread = (url: string) => ({ method: "POST", url, headers: { "x-forwarded-for": "203.0.113.9" }, socket: { remoteAddress: "10.0.0.1" } });

describe("the before-body stage", () => {
  it("gives the route's check the caller and the validated params and query, from a request not yet read", async () => {
    const check = vi.fn(async () => {});
    const stage = beforeBodyStage(routesWith(check), null, unread("/api/uploads/42/?result=r1&extra=x"));
    await stage?.();
    expect(check).toHaveBeenCalledWith({ requester: { user: null, clientIp: expect.any(String) }, user: null, params: { id: "42" }, query: { result: "r1" } });
  });

  it("refuses a malformed query or path before the check runs, as the pipeline would", async () => {
    const check = vi.fn(async () => {});
    await expect(beforeBodyStage(routesWith(check), null, unread("/api/uploads/42/?result=a&result=b"))?.()).rejects.toMatchObject({ status: 400, message: "result must be an id" });
    await expect(beforeBodyStage(routesWith(check), null, unread("/api/uploads/x/"))?.()).rejects.toMatchObject({ status: 404, message: "Upload not found" });
    expect(check).not.toHaveBeenCalled();
  });

  it("is nothing for a route without a check, or a path no route has", () => {
    const routes = routesWith(async () => {});
    expect(beforeBodyStage(routes, null, unread("/api/other/"))).toBeNull();
    expect(beforeBodyStage(routes, null, unread("/api/nowhere/"))).toBeNull();
  });

  it("runs in the pipeline, after the query, where no host ran it before the body; never twice", async () => {
    const check = vi.fn(async ({ query }: HeadContext<typeof upload>) => {
      if (query.result === "full") throw new HttpError(429, "Too many");
    });
    const app = createApp(routesWith(check), null, true);
    const call = (req: object) => {
      const sent = { status: 200, body: undefined as unknown };
      const res = { headersSent: false, get statusCode() { return sent.status; }, status(code: number) { sent.status = code; return res; }, set() { return res; }, json(value: unknown) { sent.body = value; return res; }, end() { return res; } };
      return app(req as unknown as Request, res as unknown as Response).then(() => sent);
    };
    const request = (query: Record<string, string>) => {
      const headers: Record<string, string> = {};
      return { method: "POST", path: "/api/uploads/42/", query, headers, url: "/api/uploads/42/", socket: {}, get: (name: string) => headers[name] };
    };

    expect(await call(request({ result: "full" }))).toEqual({ status: 429, body: { error: "Too many" } });
    expect(await call(request({ result: "r1" }))).toMatchObject({ status: 204 });
    expect(check).toHaveBeenCalledTimes(2);

    const heldBack = request({ result: "full" });
    await beforeBodyStage(routesWith(check), null, heldBack)?.().catch(() => {});
    expect(check).toHaveBeenCalledTimes(3);
    // The host refused it already; had it let the request go on, the pipeline would not check it again.
    expect(await call(heldBack)).toMatchObject({ status: 204 });
    expect(check).toHaveBeenCalledTimes(3);
  });
});
