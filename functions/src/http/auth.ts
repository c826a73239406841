// Bearer-token authentication with Firebase ID tokens, and the verified-email gate of account routes.
import { getAuth } from "firebase-admin/auth";
import type { DecodedIdToken } from "firebase-admin/auth";
import { log } from "../core/log";
import { ERRORS } from "@readbright/domain/messages";
import { adminApp } from "../admin-app";
import { HttpError } from "../core/http-error";
import type { AuthUser } from "./types";

export const EMAIL_NOT_VERIFIED = "Please verify your email address first";

export type VerifyIdToken = (token: string) => Promise<DecodedIdToken>;
/** Whether the account's email is verified now, by the Auth record rather than by a token. */
export type IsEmailVerified = (uid: string) => Promise<boolean>;

// checkRevoked: a deleted or disabled account (a removed invitee, say) or revoked sessions stop
// working at once rather than when the hour-long token expires. It costs one Auth lookup per request.
const verifyWithAdmin: VerifyIdToken = (token) => getAuth(adminApp()).verifyIdToken(token, true);
const emailVerifiedWithAdmin: IsEmailVerified = async (uid) => (await getAuth(adminApp()).getUser(uid)).emailVerified;

export async function authenticate(authorization: string | undefined, verify: VerifyIdToken = verifyWithAdmin): Promise<AuthUser> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token) throw new HttpError(401, ERRORS.unauthenticated);
  let decoded: DecodedIdToken;
  try {
    decoded = await verify(token);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    // auth/* codes mean a bad, expired or revoked token, or a deleted account; anything else (say, the
    // key fetch failing) is our fault and must surface as a 500, not as "sign in again".
    if (typeof code === "string" && code.startsWith("auth/")) {
      log.info("ID token rejected", { code });
      throw new HttpError(401, ERRORS.unauthenticated);
    }
    throw err;
  }
  const user: AuthUser = { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
  if (typeof decoded.auth_time === "number") user.signedInAt = new Date(decoded.auth_time * 1000);
  return user;
}

/**
 * Account routes need a verified email (the web's guard sends unverified users to /verify-email). A token
 * saying "not verified" may predate the verification (the link opened on another device), so the Auth
 * record has the last word; verified tokens, nearly every request, cost nothing extra.
 */
export async function requireVerifiedEmail(user: AuthUser, isVerified: IsEmailVerified = emailVerifiedWithAdmin): Promise<AuthUser> {
  if (user.emailVerified) return user;
  if (await isVerified(user.uid)) return { ...user, emailVerified: true };
  throw new HttpError(403, EMAIL_NOT_VERIFIED);
}
