// Types shared by the router, the middleware and the handlers.
import type { Request, Response } from "firebase-functions/v2/https";
import type { Schema } from "yup";
import type { AuthUser } from "../core/caller";

export type { AuthUser };

export type { Request, Response };

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];


export interface RequestContext<Body = undefined, User = AuthUser> {
  user: User;
  params: Readonly<Record<string, string>>;
  query: Request["query"];
  /** The validated body: unknown fields already stripped. */
  body: Body;
}

export type Handler<Body = undefined, User = AuthUser> = (ctx: RequestContext<Body, User>, res: Response) => Promise<void>;

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
  method: HttpMethod;
  /** As the spec writes it, e.g. "/api/participants/{id}"; also the route label in logs. */
  path: string;
  public: boolean;
  /** A private route an unverified email may call (otherwise 403). */
  allowUnverified?: boolean;
  body?: Schema<unknown>;
  /** Upload routes name theirs; every other route takes a JSON body of JSON_BODY_MAX_BYTES at most. */
  bodyLimit?: BodyLimit;
  /**
   * Checks that can refuse an upload before a byte of it is read (they throw an HttpError); anything else
   * they throw lets the request go on, as the route checks everything again anyway.
   */
  beforeBody?: (req: UnreadRequest) => Promise<void>;
  handler: Handler<unknown, AuthUser | null>;
}
