// Who is calling, as the services see it: a signed-in account (from a verified Firebase ID token), and
// for routes a signed-out test-taker's device may use, the address the platform saw.

/** The caller of a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the person last signed in with their password (the token's auth_time); absent when unknown. */
  signedInAt?: Date;
}

/** The caller of a route that signed-out test-takers may use too. */
export interface Requester {
  /** The caller of a valid bearer token; null without one (a stale token counts as none). */
  user: AuthUser | null;
  /** The request's address, which rate limits key on; null when unknown. */
  clientIp: string | null;
}
