// App Check enforced (scripts/test-app-check.mjs): a script that calls the API, through Hosting or on the
// function's own URL, without a token the app would have, is refused before anything is looked up; a
// token of the app is let through to the usual checks. Tokens are signed here with the suite's local key,
// as Google signs real ones (RS256; issuer, audience, expiry and app id checked).
import { sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiJson } from "../fixtures/api";
import { newAddress } from "../fixtures/addresses";
import { FUNCTION_URL, PROJECT_ID } from "../fixtures/emulators";
import { createUser } from "../fixtures/users";

const REFUSED = { status: 401, body: { error: "This request did not come from the ReadBright app. Please reload the page and try again." } };
const NUMBER = process.env.APP_CHECK_PROJECT_NUMBER ?? "";
const APP = process.env.APP_CHECK_APP_IDS ?? "";
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function appCheckToken(changes: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: `https://firebaseappcheck.googleapis.com/${NUMBER}`, aud: [`projects/${NUMBER}`, `projects/${PROJECT_ID}`], sub: APP, iat: now, exp: now + 3600, ...changes };
  const signed = `${b64({ alg: "RS256", typ: "JWT", kid: "local" })}.${b64(claims)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), process.env.APP_CHECK_TEST_PRIVATE_KEY ?? "").toString("base64url")}`;
}

const withToken = (token?: string) => ({ ...newAddress(), ...(token ? { "x-firebase-appcheck": token } : {}) });

describe("the API with App Check enforced", () => {
  it("refuses a signed-out device's calls without the app's token, through Hosting and on the function's own URL", async () => {
    expect(process.env.APP_CHECK).toBe("enforce");
    for (const baseUrl of [undefined, FUNCTION_URL]) {
      expect(await apiJson("/api/student-codes/ZZZ-ZZZ-ZZZ/", { baseUrl, headers: withToken() })).toEqual(REFUSED);
      expect(await apiJson("/api/feedback/", { baseUrl, headers: withToken(), json: { name: "Bot", email: "bot@example.com", role: "other", reason: "question", message: "spam" } })).toEqual(REFUSED);
    }
  });

  it("refuses a token signed with another key, expired, for another project or another app", async () => {
    const forged = (() => { const [h, b] = appCheckToken().split("."); return `${h}.${b}.${Buffer.from("not the signature").toString("base64url")}`; })();
    for (const token of [forged, appCheckToken({ exp: Math.floor(Date.now() / 1000) - 10 }), appCheckToken({ aud: ["projects/999"] }), appCheckToken({ sub: "1:999:web:someone-else" }), `${b64({ alg: "none" })}.${b64({ sub: APP })}.`]) {
      expect(await apiJson("/api/student-codes/ZZZ-ZZZ-ZZZ/", { headers: withToken(token) })).toEqual(REFUSED);
    }
  });

  it("lets the app's token through to the usual checks, for a new account too, and the health check through without one", async () => {
    expect(await apiJson("/api/student-codes/ZZZ-ZZZ-ZZZ/", { headers: withToken(appCheckToken()) })).toEqual({ status: 404, body: { error: "No test is waiting for this Student ID" } });
    const user = await createUser({ verified: false });
    expect(await apiJson("/api/profile/", { token: user.idToken, headers: withToken() })).toEqual(REFUSED);
    expect((await apiJson("/api/profile/", { token: user.idToken, headers: withToken(appCheckToken()) })).status).toBe(200);
    expect(await apiJson("/api/health/")).toEqual({ status: 200, body: { status: "ok" } });
  });
});
