// The pipeline's stage after the body for a route whose contract names `unverifiedAsDevice` (text to
// speech): an account not yet verified speaks as the test-taker's device whose open result the body
// names, or, naming none, must verify its email first.
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import type { Requester } from "../core/caller";
import { requireVerifiedEmail } from "./auth";

export async function callerAfterBody(endpoint: AnyEndpoint, requester: Requester, body: unknown): Promise<Requester> {
  const field = endpoint.unverifiedAsDevice;
  const { user } = requester;
  if (!field || !user || user.emailVerified) return requester;
  if ((body as Record<string, unknown> | undefined)?.[field]) return { ...requester, user: null };
  return { ...requester, user: await requireVerifiedEmail(user) };
}
