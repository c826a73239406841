// Who is calling a route that signed-out test-takers may use too: the signed-in caller (or null) and
// the request's address, which rate limits key on.
import { clientIp } from "./client-ip";
import { optionalCaller } from "./optional-auth";
import type { AuthUser, Request, Response } from "./types";

export interface Requester {
  /** The caller of a valid bearer token; null without one (a stale token counts as none). */
  user: AuthUser | null;
  /** The request's address; null when unknown. */
  clientIp: string | null;
}

/** The pipeline hands handlers no headers; public routes read the two they need from the request. */
export async function requesterOf(res: Response): Promise<Requester> {
  const req = res.req as Request;
  return { user: await optionalCaller(req.get("authorization")), clientIp: clientIp(req) };
}
