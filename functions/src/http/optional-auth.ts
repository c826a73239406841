// For public routes that want to know who is calling when they can: the caller of a valid
// bearer token, or null when there is no token or Firebase rejects it.
import { authenticate } from "./auth";
import type { VerifyIdToken } from "./auth";
import { HttpError } from "../core/http-error";
import type { AuthUser } from "./types";

export async function optionalCaller(authorization: string | undefined, verify?: VerifyIdToken): Promise<AuthUser | null> {
  if (!authorization?.trim()) return null;
  try {
    return await authenticate(authorization, verify);
  } catch (err) {
    // A stale or malformed token only means we do not know who it is; other failures still surface.
    if (err instanceof HttpError && err.status === 401) return null;
    throw err;
  }
}
