// How a handler answers: `send` takes only what its contract answers, so an answer that does not fit is a
// type error (docs/decisions/0038). Bytes (audio, a ZIP, a CSV) go out through Express's own response.
import type { Response } from "firebase-functions/v2/https";
import type { AnyEndpoint, Bytes, ResponseOf } from "@readbright/domain/api/endpoint";
import type { ResponseSchema } from "@readbright/domain/api/responses/schema";
import { checkResponse } from "./response-check";

/** A JSON answer of type T: 200 unless said otherwise. */
export interface JsonReply<T> {
  status(code: 200 | 201): JsonReply<T>;
  set(name: string, value: string): JsonReply<T>;
  send(value: T): void;
}

/** A route that answers nothing: 204. */
export interface EmptyReply {
  noContent(): void;
}

export type ReplyOf<E extends AnyEndpoint> = ResponseOf<E> extends Bytes ? Response : [ResponseOf<E>] extends [void] ? EmptyReply : JsonReply<ResponseOf<E>>;

/** What a route answers: the schema of its JSON, or "bytes", or "none" (204). */
export type ResponseSpec<E extends AnyEndpoint> = ResponseOf<E> extends Bytes ? "bytes" : [ResponseOf<E>] extends [void] ? "none" : ResponseSchema<ResponseOf<E>>;

/** `checkAgainst`: the schema each JSON answer must fit, or null to send it unchecked. */
export function jsonReply(res: Response, checkAgainst: ResponseSchema<unknown> | null, route: string): JsonReply<unknown> & EmptyReply {
  const reply: JsonReply<unknown> & EmptyReply = {
    status(code) {
      res.status(code);
      return reply;
    },
    set(name, value) {
      res.set(name, value);
      return reply;
    },
    send(value) {
      if (checkAgainst) checkResponse(checkAgainst, value, route);
      res.json(value);
    },
    noContent() {
      res.status(204).end();
    },
  };
  return reply;
}
