// Sends an answer until it arrives: a network failure, a timeout or a busy server is retried with
// growing waits (and at once when the browser comes back online); a refusal (4xx) is final.
import { ApiError } from "../../../lib/api-client";

export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 15_000;

/** 1 s, 2 s, 4 s, 8 s, then 15 s between attempts. */
export function retryDelayMs(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** No response (the client reports 500 with no server status), 408, 429 and 5xx are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

export interface RetryHooks {
  /** Called after each failed attempt that will be retried. */
  onRetry?: (failures: number, error: unknown) => void;
  /** Resolves after `ms`, or sooner (e.g. when the browser is back online). */
  wait?: (ms: number) => Promise<void>;
  /** Stops retrying (the page has gone): the last error is thrown. */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendWithRetry<T>(send: () => Promise<T>, { onRetry, wait = sleep, signal }: RetryHooks = {}): Promise<T> {
  for (let failures = 1; ; failures += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isRetryable(error) || signal?.aborted) throw error;
      onRetry?.(failures, error);
      await wait(retryDelayMs(failures));
      if (signal?.aborted) throw error;
    }
  }
}

/** Waits `ms`, or less if the browser reports that it is back online. */
export function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}
