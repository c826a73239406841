// The one way the web app calls /api: ID token, JSON, cookies, a 30 s timeout and one error type.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from "@readbright/domain/idempotency";
import { REQUEST_TIMEOUT_MS } from "@readbright/domain/limits";
import { ERRORS } from "@readbright/domain/messages";
import { getEnv } from "../config/env";
import { loadAuthSession } from "./load-auth-session";

const APP_CHECK_HEADER = "X-Firebase-AppCheck";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The parsed error body, for responses that say more than a message (e.g. a CSV's bad rows). */
  readonly body: unknown;
  /** The request never reached an answer (the network failed): it may or may not have been carried out. */
  readonly unanswered: boolean;

  constructor(status: number, message: string, body?: unknown, unanswered = false) {
    super(message);
    this.status = status;
    this.body = body;
    this.unanswered = unanswered;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  responseType?: "json" | "blob";
  signal?: AbortSignal;
  /**
   * Fail with 401 here, without calling the server, when nobody is signed in. For calls that mean nothing
   * signed out: one started just before a logout would otherwise go out without a token.
   */
  requireSignIn?: boolean;
  /**
   * Sent as Idempotency-Key, for a request that creates: the server runs it once per key. With a key, a
   * request that got no answer, or found its first try still running, is sent again (same key) twice more.
   */
  idempotencyKey?: string;
}

export interface ApiClientOptions {
  getToken: () => Promise<string | null>;
  /** The App Check token for X-Firebase-AppCheck; null where App Check is off. */
  getAppCheckToken?: () => Promise<string | null>;
  baseUrl?: string;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

const NO_RESPONSE_STATUS = 500;

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${baseUrl}${path.startsWith("/") ? path : `/${path}`}${text ? `?${text}` : ""}`;
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  const status = response.status;
  if (!text) return new ApiError(status, response.statusText || i18n._(msg`Request failed with status ${status}`));
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object") {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === "string" && error) return new ApiError(response.status, error, body);
      if (typeof message === "string" && message) return new ApiError(response.status, message, body);
    }
    return new ApiError(response.status, text, body);
  } catch {
    // Not JSON: the raw text is the message.
    return new ApiError(response.status, text);
  }
}

async function readBody(response: Response, responseType: "json" | "blob"): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The pauses before an idempotent request is sent again. */
export const IDEMPOTENT_RETRY_DELAYS_MS = [1_000, 3_000];

/** No answer at all (the network), or the first try of this key still running: the same key may go again. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.unanswered || (error.status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress);
}

/**
 * A request that never left the device (App Check's token could not be had: its code did not load
 * offline, or reCAPTCHA is blocked or throttled) fails as an unanswered request does, so the usual
 * messages apply and an idempotent request is tried again.
 */
function unanswered(error: unknown): never {
  throw new ApiError(NO_RESPONSE_STATUS, error instanceof Error && error.message ? error.message : i18n._(msg`Network error`), undefined, true);
}

export function createApiClient({ getToken, getAppCheckToken = async () => null, baseUrl = "/api", timeoutMs = REQUEST_TIMEOUT_MS, retryDelaysMs = IDEMPOTENT_RETRY_DELAYS_MS }: ApiClientOptions) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (!options.idempotencyKey) return (await send<T>(path, options)).result;
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await send<T>(path, options).catch((error: unknown) => ({ error }));
      if ("result" in outcome) return outcome.result;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined || options.signal?.aborted || !worthRetrying(outcome.error)) throw outcome.error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  async function send<T>(path: string, options: RequestOptions): Promise<{ result: T }> {
    const { method = "GET", body, query, responseType = "json", signal, requireSignIn = false, idempotencyKey } = options;
    const headers = new Headers({ Accept: responseType === "blob" ? "*/*" : "application/json" });
    if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
    const [token, appCheckToken] = await Promise.all([getToken(), getAppCheckToken().catch(unanswered)]);
    signal?.throwIfAborted();
    if (appCheckToken) headers.set(APP_CHECK_HEADER, appCheckToken);
    if (!token && requireSignIn) throw new ApiError(401, ERRORS.unauthenticated);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body; // the browser sets the multipart boundary
    else if (body !== undefined) {
      headers.set("Content-Type", "application/json");
      payload = JSON.stringify(body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", abortFromCaller, { once: true });

    try {
      const response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: payload,
        credentials: "include",
        signal: controller.signal,
      });
      if (!response.ok) throw await readError(response);
      return { result: (await readBody(response, responseType)) as T };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const seconds = timeoutMs / 1000;
      if (timedOut) throw new ApiError(NO_RESPONSE_STATUS, i18n._(msg`The request timed out after ${seconds} seconds`));
      if (signal?.aborted) throw error;
      return unanswered(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abortFromCaller);
    }
  }

  type Options = Omit<RequestOptions, "method" | "body">;
  return {
    request,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: "GET" }),
    post: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: "POST", body }),
    put: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: "PUT", body }),
    patch: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: "PATCH", body }),
    delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: "DELETE" }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient: ApiClient = createApiClient({
  getToken: async () => (await loadAuthSession()).currentIdToken(),
  getAppCheckToken: async () => {
    const siteKey = getEnv().recaptchaSiteKey;
    return siteKey ? (await import("./app-check")).currentAppCheckToken(siteKey) : null;
  },
});
