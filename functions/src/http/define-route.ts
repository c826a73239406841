// Typed route definitions: a handler's body type follows its schema, and only public
// routes see a caller that may be missing.
import type { Schema } from "yup";
import type { AuthUser, BodyLimit, Handler, HttpMethod, Route, UnreadRequest } from "./types";

interface RouteSpec<Body, User> {
  method: HttpMethod;
  path: string;
  body?: Schema<Body>;
  bodyLimit?: BodyLimit;
  beforeBody?: (req: UnreadRequest) => Promise<void>;
  handler: Handler<Body, User>;
}

interface PrivateRouteSpec<Body> extends RouteSpec<Body, AuthUser> {
  /** For the few calls the app makes before the email is verified (who am I, my profile). */
  allowUnverified?: boolean;
}

/**
 * A route for signed-in callers: a missing or invalid ID token gets 401, and an unverified email 403
 * (unless allowUnverified), before the handler runs.
 */
export function privateRoute<Body = undefined>(spec: PrivateRouteSpec<Body>): Route {
  return { ...spec, public: false, allowUnverified: spec.allowUnverified === true } as unknown as Route;
}

/** A route anyone may call. */
export function publicRoute<Body = undefined>(spec: RouteSpec<Body, AuthUser | null>): Route {
  return { ...spec, public: true } as unknown as Route;
}
