import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { localAppCheckVerifier } from "./app-check-local";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const other = generateKeyPairSync("rsa", { modulusLength: 2048 });
const NOW = 1_800_000_000_000;
const APP = "1:123456789:web:abc";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An App Check token as Google issues them (RS256), with `changes` to its claims or header. */
function token(changes: Record<string, unknown> = {}, header: Record<string, unknown> = {}, key = privateKey): string {
  const claims = { iss: "https://firebaseappcheck.googleapis.com/123456789", aud: ["projects/123456789", "projects/demo-readbright"], sub: APP, exp: NOW / 1000 + 3600, iat: NOW / 1000, ...changes };
  const signed = `${b64({ alg: "RS256", typ: "JWT", kid: "local", ...header })}.${b64(claims)}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), key).toString("base64url")}`;
}

const verifier = localAppCheckVerifier({ publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(), projectNumber: "123456789", projectId: "demo-readbright", appIds: [APP], now: () => NOW });

describe("localAppCheckVerifier", () => {
  it("accepts a token of ours, signed with the key, for this project, unexpired", async () => {
    await expect(verifier.verify(token())).resolves.toEqual({ appId: APP });
    await expect(verifier.verify(token({ aud: ["projects/demo-readbright"] }))).resolves.toEqual({ appId: APP });
  });

  it.each([
    ["another key's signature", token({}, {}, other.privateKey)],
    ["another issuer", token({ iss: "https://firebaseappcheck.googleapis.com/999" })],
    ["another project's audience", token({ aud: ["projects/999", "projects/someone-else"] })],
    ["an expired token", token({ exp: NOW / 1000 - 1 })],
    ["another app", token({ sub: "1:123456789:web:not-ours" })],
    ["an unsigned token (alg none)", `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: APP })}.`],
    ["a token whose claims were changed after signing", (() => { const [h, , s] = token().split("."); return `${h}.${b64({ sub: APP, exp: NOW })}.${s}`; })()],
    ["garbage", "not-a-token"],
  ])("refuses %s", async (_name, bad) => {
    await expect(verifier.verify(bad)).rejects.toThrow();
  });
});
