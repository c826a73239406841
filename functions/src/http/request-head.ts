// The pipeline's stages before the body: App Check, the caller, the path's params and the query. They
// read only the request's head, so they run the same on a request whose body is still unread
// (before-body.ts) and in the pipeline (app.ts).
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { PAGING_MESSAGES } from "@readbright/domain/api/paging";
import type { Requester } from "../core/caller";
import { validateOr } from "../core/validate";
import { APP_CHECK_HEADER, requireAppCheck } from "./app-check";
import type { AppCheckVerifier } from "./app-check";
import { authenticate, requireVerifiedEmail } from "./auth";
import { optionalCaller } from "./optional-auth";
import type { HeadContext } from "./types";

/** A request's head: a header by (lower-case) name, the caller's address, the path's values and the query. */
export interface RequestHead {
  header(name: string): string | undefined;
  clientIp: string | null;
  params: Record<string, string>;
  query: unknown;
}

/** Who is calling, as the route's auth mode asks: 401 without a valid token, 403 unverified where it must be. */
export async function requesterFor(endpoint: AnyEndpoint, authorization: string | undefined, clientIp: string | null): Promise<Requester> {
  switch (endpoint.auth) {
    case "none":
      return { user: null, clientIp };
    case "optional":
      return { user: await optionalCaller(authorization), clientIp };
    case "required":
      return { user: await authenticate(authorization), clientIp };
    case "verified":
      return { user: await requireVerifiedEmail(await authenticate(authorization)), clientIp };
  }
}

export async function resolveHead(endpoint: AnyEndpoint, appCheck: AppCheckVerifier | null, head: RequestHead): Promise<HeadContext<AnyEndpoint>> {
  await requireAppCheck(appCheck, endpoint, head.header(APP_CHECK_HEADER));
  const requester = await requesterFor(endpoint, head.header("authorization"), head.clientIp);
  // A path value that could never name anything is a missing thing, like any other: 404.
  const params = endpoint.params ? await validateOr(endpoint.invalidParamsStatus ?? 404, endpoint.params, head.params) : {};
  // A query naming a missing thing may be a 404; a page's own limit and cursor are always a bad request.
  const query = endpoint.query ? await validateOr(endpoint.invalidQueryStatus ?? 400, endpoint.query, head.query, [...Object.values(PAGING_MESSAGES), ...(endpoint.badQueryMessages ?? [])]) : {};
  return { requester, user: requester.user, params, query };
}
