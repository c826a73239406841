import { describe, expect, it } from "vitest";
import { api, apiJson } from "../fixtures/api";
import { FUNCTION_URL } from "../fixtures/emulators";

describe("GET /api/health", () => {
  it("answers without a token", async () => {
    expect(await apiJson("/api/health")).toEqual({ status: 200, body: { status: "ok" } });
  });
  it("answers with and without the trailing slash", async () => {
    expect((await apiJson("/api/health/")).status).toBe(200);
  });
  it("answers when the function is called directly, without Hosting", async () => {
    expect(await apiJson("/health", { baseUrl: FUNCTION_URL })).toEqual({ status: 200, body: { status: "ok" } });
    expect((await apiJson("/api/health", { baseUrl: FUNCTION_URL })).status).toBe(200);
  });
});

describe("unknown routes", () => {
  it("answers an unknown path with 404 and a JSON error", async () => {
    expect(await apiJson("/api/no-such-thing/")).toEqual({ status: 404, body: { error: "Not found" } });
  });
  it("answers a wrong method with 405 and the allowed methods", async () => {
    const response = await api("/api/health", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ error: "Method not allowed" });
  });
});
