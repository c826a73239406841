// A route is a contract (domain/src/api/), its handler and what it answers: the path, who may call and
// every request schema come from the contract, so the pipeline checks them all before the handler runs;
// the response schema (domain/src/api/responses/) is named here, beside the handler, so the web's
// bundle, which imports the contracts, never carries it.
import type { AnyEndpoint } from "@readbright/domain/api/endpoint";
import { BODY_ERRORS, JSON_BODY_MAX_BYTES } from "./json-body";
import { multipartBodyLimit } from "./multipart";
import { jsonReply } from "./reply";
import type { ResponseSpec } from "./reply";
import type { ResponseSchema } from "@readbright/domain/api/responses/schema";
import type { BeforeBody, Handler, RequestContext, Response, Route } from "./types";

interface RouteOptions<E extends AnyEndpoint> {
  /** The schema of the JSON it answers; "bytes" for audio, a ZIP or a CSV; "none" for a 204. */
  response: ResponseSpec<E>;
  /** Checks made with the body still unread (see Route.beforeBody). */
  beforeBody?: BeforeBody<E>;
}

export function route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions<E>): Route {
  const { multipart } = endpoint;
  const response = options.response as ResponseSpec<AnyEndpoint> as "bytes" | "none" | ResponseSchema<unknown>;
  const run = handler as (ctx: RequestContext<AnyEndpoint>, res: unknown) => Promise<void>;
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path,
    bodyLimit: multipart ? multipartBodyLimit(multipart.maxFileBytes, multipart.tooLargeMessage) : { maxBytes: JSON_BODY_MAX_BYTES, message: BODY_ERRORS.tooLarge },
    beforeBody: options.beforeBody as BeforeBody<AnyEndpoint> | undefined,
    respond: (ctx: RequestContext<AnyEndpoint>, res: Response, checkResponses: boolean) => {
      if (response === "bytes") return run(ctx, res);
      const schema = response === "none" || !checkResponses ? null : response;
      return run(ctx, jsonReply(res, schema, `${endpoint.method} ${endpoint.path}`));
    },
  };
}
