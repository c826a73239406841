// Types shared by the router, the pipeline and the handlers.
import type { Request, Response } from "firebase-functions/v2/https";
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf } from "@readbright/domain/api/endpoint";
import type { AuthUser, Requester } from "../core/caller";
import type { MultipartFile } from "./multipart-file";
import type { ReplyOf } from "./reply";

export type { AuthUser };

export type { Request, Response };

export const HTTP_METHODS = ["GET", "PUT", "POST", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The caller a handler sees: an account on routes that need one, else an account or nobody. */
export type CallerOf<E extends AnyEndpoint> = E["auth"] extends "required" | "verified" ? AuthUser : AuthUser | null;

/** Everything a handler needs, checked by the pipeline: it never reads the request itself. */
export interface RequestContext<E extends AnyEndpoint> {
  /** The caller and the address the platform saw. */
  requester: Requester;
  /** requester.user, typed for the route's auth mode. */
  user: CallerOf<E>;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  /** The validated body (or multipart fields): unknown fields already stripped. */
  body: BodyOf<E>;
  /** The multipart file, when the route takes one and it was sent. */
  file: MultipartFile | null;
  method: string;
  /** A request header, for the few routes whose answer depends on one (Range, on recordings). */
  header(name: string): string | undefined;
}

/** `res` sends only what the contract answers (reply.ts); a route answering bytes gets Express's response. */
export type Handler<E extends AnyEndpoint> = (ctx: RequestContext<E>, res: ReplyOf<E>) => Promise<void>;

/** What a route's before-body check gets: the caller and the validated params and query, as its handler will. */
export type HeadContext<E extends AnyEndpoint> = Pick<RequestContext<E>, "requester" | "user" | "params" | "query">;

/**
 * A check that can refuse an upload before a byte of it is read (it throws an HttpError); anything else it
 * throws lets the request go on, as the route checks everything again anyway.
 */
export type BeforeBody<E extends AnyEndpoint> = (ctx: HeadContext<E>) => Promise<void>;

/** The most a request body may hold, checked before it is read (framework-body-errors.ts), and the 413 message. */
export interface BodyLimit {
  maxBytes: number;
  message: string;
}

/** A request as it arrives, before anything has read its body: its headers, address and URL only. */
export interface UnreadRequest {
  headers: Record<string, string | string[] | undefined>;
  url?: string | undefined;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

export interface Route {
  endpoint: AnyEndpoint;
  method: HttpMethod;
  /** The contract's path, e.g. "/api/participants/{id}"; also the route label in logs. */
  path: string;
  /** Every body has one: a multipart route's file and the form around it, 64 KB for JSON. */
  bodyLimit: BodyLimit;
  /** The route's check with the body still unread: the pipeline's stage after the query (before-body.ts). */
  beforeBody?: BeforeBody<AnyEndpoint> | undefined;
  /** Runs the handler; with `checkResponses`, its JSON answer must fit the route's response schema (response-check.ts). */
  respond(ctx: RequestContext<AnyEndpoint>, res: Response, checkResponses: boolean): Promise<void>;
}
