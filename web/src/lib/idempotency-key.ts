// Idempotency-Keys for requests that create (domain/src/idempotency.ts). One key names one thing the user
// asked for: sending the same form or the same file again after a failure reuses it, so the server
// creates nothing twice; once it has succeeded, the next request gets a new key.
import { useCallback, useState } from "react";

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface IdempotencyKeys {
  /** The key for this request: the last one again if it asks the same as the last, unfinished, request. */
  keyFor(request: unknown): string;
  /** The last request succeeded: its key is spent. */
  done(): void;
}

export function idempotencyKeys(makeKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { request: unknown; key: string } | null = null;
  // A file is the same file object (chosen once); anything else, the same JSON.
  const same = (a: unknown, b: unknown) => (a instanceof Blob || b instanceof Blob ? a === b : JSON.stringify(a) === JSON.stringify(b));
  return {
    keyFor(request) {
      if (!last || !same(last.request, request)) last = { request, key: makeKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}

/** Keys that live as long as the component: a form's retries share one. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => idempotencyKeys());
  return keys;
}

/**
 * A creating call that names each request with a key: the same input sent again after a failure reuses
 * it, and once the call succeeds (and `after` has refreshed what it changed) the key is spent.
 */
export function useCreateOnce<Input, Output>(send: (input: Input, idempotencyKey: string) => Promise<Output>, after: () => Promise<unknown>): (input: Input) => Promise<Output> {
  const keys = useIdempotencyKeys();
  return useCallback(
    async (input: Input) => {
      const output = await send(input, keys.keyFor(input));
      keys.done();
      await after();
      return output;
    },
    [send, after, keys],
  );
}
