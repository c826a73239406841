// What a malformed JSON body gets. Bodies labelled application/json are parsed by the functions
// framework before our code runs (http/framework-body-errors.ts turns its refusal into our JSON error);
// a body with any other content type reaches our own parser. Both answer the same way.
import { describe, expect, it } from "vitest";
import { api, apiJson } from "../fixtures/api";
import { createUser } from "../fixtures/users";
import { newAddress } from "../fixtures/addresses";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const TOO_DEEP = { status: 400, body: { error: "Request body is nested too deeply" } };

describe("malformed JSON bodies", () => {
  it.each([
    ["get a 400 JSON error when our parser reads them", '{"city": "Oslo"', "Request body must be valid JSON"],
    ["must be JSON objects", "[1]", "Request body must be a JSON object"],
  ])("%s", async (_, body, error) => {
    const user = await createUser();
    const headers = { "content-type": "text/plain" };
    expect(await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, body, headers })).toEqual({ status: 400, body: { error } });
  });
  it("get the same 400 JSON error when sent as application/json", async () => {
    const user = await createUser();
    const response = await api("/api/profile/", { method: "PATCH", token: user.idToken, body: "{not json", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: "Request body must be valid JSON" });
  });
  it("are accepted when well-formed but labelled text/plain", async () => {
    const user = await createUser();
    const { status, body } = await apiJson("/api/profile/", {
      method: "PATCH",
      token: user.idToken,
      body: JSON.stringify({ city: "Oslo" }),
      headers: { "content-type": "text/plain" },
    });
    expect(status).toBe(200);
    expect(body.city).toBe("Oslo");
  });
  it("nested 5,000 deep get a 400 naming the depth on every kind of JSON route, signed out ones included, never a 500", async () => {
    const user = await createUser();
    const body = nested(5000);
    const headers = { "content-type": "application/json", ...newAddress() };
    for (const path of ["/api/feedback/", "/api/answer-question/", "/api/start-assessment/", "/api/complete-assessment/", "/api/text-to-speech/"]) {
      expect(await apiJson(path, { body, headers }), path).toEqual(TOO_DEEP);
    }
    for (const [path, method] of [["/api/profile/", "PATCH"], ["/api/participants/", "POST"], ["/api/subusers/", "POST"]] as const) {
      expect(await apiJson(path, { method, token: user.idToken, body, headers }), path).toEqual(TOO_DEEP);
      expect(await apiJson(path, { method, token: user.idToken, body, headers: { ...headers, "content-type": "text/plain" } }), `${path} as text`).toEqual(TOO_DEEP);
    }
  });
  it("may nest 32 deep: the limit is far above any body the app sends", async () => {
    const user = await createUser();
    const headers = { "content-type": "application/json" };
    expect(await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, body: nested(33), headers })).toEqual(TOO_DEEP);
    expect((await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, body: JSON.stringify({ city: "Oslo", a: JSON.parse(nested(30)) }), headers })).status).toBe(200);
  });
});
