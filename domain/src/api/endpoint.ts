// One contract per endpoint (docs/decisions/0019): what the function serves and what the web calls, in
// one place. A contract names the method, the path as the spec writes it, who may call, the schemas of
// the path's params, the query and the body (or the multipart form), the response type and the errors
// it answers with. The function's route table is built from contracts and the web's api files take their
// addresses and types from the same ones, so a shape changes in one edit and the type checker finds
// every caller.
import { object, string } from "yup";
import type { Schema } from "yup";
import { ID_PATTERN } from "../patterns";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Who may call: anyone (none); anyone, known when they send a valid token (optional); a signed-in
 * account (required: the few calls made before the email is verified); a signed-in account whose email
 * is verified (verified: every other account route).
 */
export type AuthMode = "none" | "optional" | "required" | "verified";

/** A multipart/form-data body: text fields, validated by `fields`, and at most one file. */
export interface MultipartSpec<Fields> {
  fileField: string;
  maxFileBytes: number;
  /** The 413 message for a file, or a whole body, over the limit. */
  tooLargeMessage: string;
  fields: Schema<Fields>;
  /** What the file must be, by its name and type (`null` when none was sent): checked after the fields. */
  file?: Schema<unknown>;
}

/** What a multipart file's schema sees of it: its name and type as the form labels them, not its bytes. */
export interface MultipartFileLabel {
  filename: string;
  mime_type: string;
}

export type Query = Record<string, string | number | undefined>;

/** The response type of an endpoint that answers bytes (audio), not JSON: the web reads it as a Blob. */
export interface Bytes {
  readonly bytes: true;
}

export interface Endpoint<Params = undefined, QueryValues = undefined, Body = undefined, Response = unknown, Auth extends AuthMode = AuthMode> {
  method: HttpMethod;
  /** As the spec writes it, with {name} for each path param: "/api/participants/{id}". */
  path: string;
  auth: Auth;
  /** Checked first: a value that fails is a missing resource (404 with the schema's message), unless said otherwise. */
  params?: Schema<Params>;
  invalidParamsStatus?: 400 | 404;
  query?: Schema<QueryValues>;
  /** 400 unless the query names a resource, whose malformed id is then as missing as an unknown one (404). */
  invalidQueryStatus?: 400 | 404;
  /** With a 404 `invalidQueryStatus`, the query's messages that are still a bad request (a filter's, not a resource's). */
  badQueryMessages?: readonly string[];
  body?: Schema<Body>;
  multipart?: MultipartSpec<Body>;
  /**
   * With auth "optional": the body field by which a test-taker's device names the open result it holds.
   * A signed-in account whose email is not verified calls as that device (signed out) when the field is
   * set, and is refused as on a verified route (403) when it is not.
   */
  unverifiedAsDevice?: string;
  /** Headers on every answer of the route, refusals included (say, Cache-Control: no-store for a child's voice). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Honours an Idempotency-Key header (domain/src/idempotency.ts): a retry with the same key replays the
   * first answer and creates nothing again. Only for routes that create, and only signed in.
   */
  idempotent?: boolean;
  /**
   * False only for a route that must answer without the app (the health check a monitor calls): every
   * other route needs a Firebase App Check token where App Check is enforced (functions/src/http/app-check.ts).
   */
  appCheck?: false;
  /** The messages it answers with on purpose, beyond its schemas' (for readers and tests). */
  errors?: readonly string[];
  /** The address for the web's api client (whose base URL is /api already): params filled in, then the query. */
  href(params?: Params, query?: Query): string;
  /** Types only: never set. */
  readonly types?: { params: Params; query: QueryValues; body: Body; response: Response };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route table holds endpoints of every shape
export type AnyEndpoint = Endpoint<any, any, any, any, AuthMode>;
export type ParamsOf<E extends AnyEndpoint> = NonNullable<E["types"]>["params"];
export type QueryOf<E extends AnyEndpoint> = NonNullable<E["types"]>["query"];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E["types"]>["body"];
export type ResponseOf<E extends AnyEndpoint> = NonNullable<E["types"]>["response"];

export function hrefFor(path: string, params?: object, query: Query = {}): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? "")));
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
  const text = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join("&");
  return text ? `${filled}?${text}` : filled;
}

type Spec<Params, QueryValues, Body, Auth extends AuthMode> = Omit<Endpoint<Params, QueryValues, Body, unknown, Auth>, "href" | "types">;

/**
 * Declares an endpoint: `endpoint<Response>()({ method, path, auth, params, query, body })`. The params,
 * query and body types come from their schemas; the response type is named.
 */
export function endpoint<Response = unknown>() {
  return <const Auth extends AuthMode, Params = undefined, QueryValues = undefined, Body = undefined>(
    spec: Spec<Params, QueryValues, Body, Auth>,
  ): Endpoint<Params, QueryValues, Body, Response, Auth> => ({
    ...spec,
    href: (params?: Params, query?: Query) => hrefFor(spec.path, params as object | undefined, query),
  });
}

/** The params of a path that names one thing by id: an id that could never exist is that thing, missing. */
export function idParams(notFound: string) {
  return object({ id: string().strict().required(notFound).matches(ID_PATTERN, notFound) });
}
