// A route is a contract (domain/src/api/) and its handler: the path, who may call and every schema come
// from the contract, so the pipeline checks them all before the handler runs.
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { BODY_ERRORS, JSON_BODY_MAX_BYTES } from "./json-body";
import { multipartBodyLimit } from "./multipart";
import type { Handler, Route, UnreadRequest } from "./types";

interface RouteOptions {
  /** Checks made with the body still unread (see Route.beforeBody). */
  beforeBody?: (req: UnreadRequest) => Promise<void>;
}

export function route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): Route {
  const { multipart } = endpoint;
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    bodyLimit: multipart ? multipartBodyLimit(multipart.maxFileBytes, multipart.tooLargeMessage) : { maxBytes: JSON_BODY_MAX_BYTES, message: BODY_ERRORS.tooLarge },
    beforeBody: options.beforeBody,
    handler: handler as Handler<AnyEndpoint>,
  };
}
