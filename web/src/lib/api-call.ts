// The typed way the web calls /api (docs/decisions/0037): `call(contract, { params, query, body })` takes the
// method and the address from the contract and answers with the contract's response type, so no file
// writes a path or names a response by hand. Lint keeps apiClient's verbs to lib/.
import type { AnyEndpoint, BodyOf, Bytes, ParamsOf, QueryOf, ResponseOf } from "@readbright/domain/api/endpoint";
import { apiClient } from "./api-client";
import type { ApiClient, QueryValue, RequestOptions } from "./api-client";

/** What a call answers with: the contract's response, or a Blob where the contract answers bytes. */
export type Answer<E extends AnyEndpoint> = [ResponseOf<E>] extends [Bytes] ? Blob : ResponseOf<E>;

type Part<Key extends string, Value, Or = never> = [Value] extends [undefined] ? { [K in Key]?: undefined } : { [K in Key]: Value | Or };

/**
 * The params, query and body the contract's schemas describe. A multipart contract's body is the FormData
 * that carries its fields and file (checked at run time: only a contract with `multipart` takes one).
 */
export type CallInput<E extends AnyEndpoint> = Part<"params", ParamsOf<E>> & { query?: QueryInput<QueryOf<E>> } & Part<"body", BodyOf<E>, FormData>;

/** The query as the address carries it, all text: a field the schema reads as a string takes a number too. */
type QueryInput<Query> = { [K in keyof Query]?: Query[K] | (string extends NonNullable<Query[K]> ? number : never) };

interface BaseOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, for a contract that is `idempotent`: retried safely with the same key. */
  idempotencyKey?: string;
  /**
   * Fail with 401 here, without calling the server, when nobody is signed in. On by itself for a contract
   * whose auth is "required" or "verified" (the server would answer the same 401); set it for an
   * "optional" one that means nothing signed out.
   */
  requireSignIn?: boolean;
}

/** A contract that answers bytes says so here too, as types erase its Response: the body is read as a Blob. */
export type CallOptions<E extends AnyEndpoint> = [ResponseOf<E>] extends [Bytes] ? BaseOptions & { responseType: "blob" } : BaseOptions & { responseType?: undefined };

/** Input may be left out when the contract needs none; options when it answers JSON. */
type CallArgs<E extends AnyEndpoint> = [ResponseOf<E>] extends [Bytes]
  ? [input: CallInput<E>, options: CallOptions<E>]
  : object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions<E>]
    : [input: CallInput<E>, options?: CallOptions<E>];

type Options = Omit<RequestOptions, "method" | "body">;

/** The request options worth sending: no empty keys, so a call with none is the bare verb. */
function requestOptions(contract: AnyEndpoint, query: object | undefined, options: BaseOptions & { responseType?: "blob" }): Options | undefined {
  const requireSignIn = options.requireSignIn ?? (contract.auth === "required" || contract.auth === "verified");
  const entries = Object.entries({ query: query as Record<string, QueryValue> | undefined, ...options, requireSignIn: requireSignIn || undefined });
  const kept = entries.filter(([, value]) => value !== undefined);
  return kept.length ? (Object.fromEntries(kept) as Options) : undefined;
}

/**
 * Builds `call` over a client (the app's below; a test's over a fetch it controls). It goes through the
 * client's verbs, so component tests that mock them (testing/mock-api-client.ts) run the real `call`.
 */
export function createCall(client: ApiClient) {
  return function call<E extends AnyEndpoint>(contract: E, ...[input, options]: CallArgs<E>): Promise<Answer<E>> {
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    if (body instanceof FormData && !contract.multipart) throw new TypeError(`${contract.method} ${contract.path} takes JSON, not a form`);
    const path = contract.href(params);
    const sent = requestOptions(contract, query, options ?? {});
    const rest: [] | [Options] = sent ? [sent] : [];
    switch (contract.method) {
      case "GET":
        return client.get<Answer<E>>(path, ...rest);
      case "POST":
        return client.post<Answer<E>>(path, body, ...rest);
      case "PATCH":
        return client.patch<Answer<E>>(path, body, ...rest);
      case "DELETE":
        // A DELETE that says why (the account's confirmation) carries a body, which the bare verb does not.
        return body === undefined ? client.delete<Answer<E>>(path, ...rest) : client.request<Answer<E>>(path, { ...rest[0], method: "DELETE", body });
    }
  };
}

export const call = createCall(apiClient);
