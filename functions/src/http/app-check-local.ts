// App Check tokens checked without Google: a local RS256 public key, and the checks the Admin SDK makes
// of a real token (RS256 signature, issuer, audience, expiry, and an app of ours). App Check tokens
// cannot be verified offline, so the emulator suite and the tests sign theirs with a local key.
import { createPublicKey, verify } from "node:crypto";
import type { KeyObject } from "node:crypto";
import type { AppCheckVerifier } from "./app-check";

export interface LocalAppCheckOptions {
  publicKeyPem: string;
  projectNumber: string;
  projectId: string;
  /** The app ids allowed; a token for any other app is refused. */
  appIds: readonly string[];
  now?: () => number;
}

function part(text: string | undefined): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(text ?? "", "base64url").toString("utf8"));
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("not a JSON object");
  return value as Record<string, unknown>;
}

export function localAppCheckVerifier({ publicKeyPem, projectNumber, projectId, appIds, now = Date.now }: LocalAppCheckOptions): AppCheckVerifier {
  const key: KeyObject = createPublicKey(publicKeyPem);
  return {
    async verify(token) {
      const pieces = token.split(".");
      if (pieces.length !== 3) throw new Error("not a JWT");
      const [head, body, signature] = pieces as [string, string, string];
      const header = part(head);
      if (header.alg !== "RS256" || header.typ !== "JWT") throw new Error("not an RS256 JWT");
      if (!verify("RSA-SHA256", Buffer.from(`${head}.${body}`), key, Buffer.from(signature, "base64url"))) throw new Error("bad signature");
      const claims = part(body);
      if (claims.iss !== `https://firebaseappcheck.googleapis.com/${projectNumber}`) throw new Error("wrong issuer");
      const audience = Array.isArray(claims.aud) ? claims.aud : [];
      if (!audience.includes(`projects/${projectNumber}`) && !audience.includes(`projects/${projectId}`)) throw new Error("wrong audience");
      if (typeof claims.exp !== "number" || claims.exp * 1000 <= now()) throw new Error("expired");
      if (typeof claims.sub !== "string" || !appIds.includes(claims.sub)) throw new Error("not our app");
      return { appId: claims.sub };
    },
  };
}
