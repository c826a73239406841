// Sends one result's outbox in order, one entry at a time, each retried until the server answers
// (send-with-retry.ts): stored or an identical retry (2xx) leaves the outbox; a refusal for good (4xx)
// moves to `refused` with its reason and is reported. Only one sender per result runs in a tab, and with
// Web Locks only one across the tabs of a device, so two tabs never send the same answers at once.
import { ApiError } from "../../../lib/api-client";
import { isRetryable, sendWithRetry } from "../utils/send-with-retry";
import type { RetryHooks } from "../utils/send-with-retry";
import { dropWaiting, refused, sent, waitingFor } from "./outbox";
import { forgetTest } from "./test-copy";
import type { OutboxEntry } from "./outbox";

export interface SenderHooks extends RetryHooks {
  /** The server has the entry; `response` is what it answered. */
  onSent?: (entry: OutboxEntry, response: unknown) => void;
  /** The server refused the entry for good. */
  onRefused?: (entry: OutboxEntry, error: unknown) => void;
  /** The outbox of this result may have changed: a run starts (others may have added entries), or an entry left it. */
  onChange?: () => void;
}

export interface OutboxSender {
  /** Starts sending (or keeps the current run going); resolves when the outbox is empty or sending stopped. */
  kick(): Promise<void>;
}

/** Where Web Locks are missing, runs of one name still take turns within the tab. */
const turns = new Map<string, Promise<void>>();

function withLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (locks) return locks.request(name, () => run()).then(() => undefined);
  const turn = (turns.get(name) ?? Promise.resolve()).catch(() => undefined).then(run);
  turns.set(name, turn);
  return turn;
}

export function outboxSender(resultId: string, send: (entry: OutboxEntry) => Promise<unknown>, hooks: SenderHooks = {}): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;

  const { signal } = hooks;
  const baseWait = hooks.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  /** A wait between tries that ends at once when the page goes. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      signal?.addEventListener("abort", () => resolve(), { once: true });
      void baseWait(ms).then(resolve);
    });
  const retryHooks = { ...hooks, wait };
  /** The page has gone: stop waiting for a request in flight (it may still arrive; the next page sends it again, an identical retry). */
  const gone = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(new Error("The page has gone"));
    signal?.addEventListener("abort", () => reject(new Error("The page has gone")), { once: true });
  });
  gone.catch(() => undefined);
  const untilGone = <T,>(request: Promise<T>): Promise<T> => (signal ? Promise.race([request, gone]) : request);

  async function sendAll(): Promise<void> {
    hooks.onChange?.();
    for (;;) {
      // The page has gone: what is left stays on the device for the next one.
      if (signal?.aborted) return;
      const [entry] = await waitingFor(resultId);
      if (!entry) return;
      try {
        const response = await sendWithRetry(() => untilGone(send(entry)), retryHooks);
        await sent(entry.seq!);
        hooks.onSent?.(entry, response);
      } catch (error) {
        // The page is going, or the network is still down when told to stop: the entry stays for later.
        if (isRetryable(error) || signal?.aborted) throw error;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 404) {
          // The test was deleted on the server: its owner's deletion holds on the device too.
          await dropWaiting(resultId);
          await forgetTest(resultId);
          hooks.onRefused?.(entry, error);
          hooks.onChange?.();
          return;
        }
        await refused(entry, status, error instanceof Error ? error.message : String(error));
        hooks.onRefused?.(entry, error);
      }
      hooks.onChange?.();
    }
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = withLock(`readbright-outbox:${resultId}`, sendAll).finally(() => {
      running = null;
      if (again) {
        again = false;
        void kick().catch(() => undefined);
      }
    });
    return running;
  }

  return { kick };
}
