// Who is calling a route that signed-out test-takers may use too: the signed-in caller (or null) and
// the request's address, which rate limits key on.
import { clientIp } from "./client-ip";
import { optionalCaller } from "./optional-auth";
import type { Requester } from "../core/caller";
import type { Request, Response } from "./types";

export type { Requester };


/** The pipeline hands handlers no headers; public routes read the two they need from the request. */
export async function requesterOf(res: Response): Promise<Requester> {
  const req = res.req as Request;
  return { user: await optionalCaller(req.get("authorization")), clientIp: clientIp(req) };
}
