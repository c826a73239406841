// Bearer-token authentication with Firebase ID tokens.
import { getAuth } from "firebase-admin/auth";
import type { DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions/logger";
import { ERRORS } from "@readbright/domain/messages";
import { adminApp } from "../admin-app";
import { HttpError } from "./http-error";
import type { AuthUser } from "./types";

export type VerifyIdToken = (token: string) => Promise<DecodedIdToken>;

const verifyWithAdmin: VerifyIdToken = (token) => getAuth(adminApp()).verifyIdToken(token);

export async function authenticate(authorization: string | undefined, verify: VerifyIdToken = verifyWithAdmin): Promise<AuthUser> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token) throw new HttpError(401, ERRORS.unauthenticated);
  let decoded: DecodedIdToken;
  try {
    decoded = await verify(token);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // auth/* codes mean a bad, expired or revoked token; anything else (say, the key fetch
    // failing) is our fault and must surface as a 500, not as "sign in again".
    if (typeof code === "string" && code.startsWith("auth/")) {
      logger.info("ID token rejected", { code });
      throw new HttpError(401, ERRORS.unauthenticated);
    }
    throw err;
  }
  return { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
}
