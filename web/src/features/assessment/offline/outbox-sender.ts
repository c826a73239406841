// Sends one result's outbox in order, one entry at a time, each retried until the server answers
// (send-with-retry.ts): stored or an identical retry (2xx) leaves the outbox; a refusal for good (4xx)
// moves to `refused` with its reason and is reported. Only one sender per result runs in a tab, and with
// Web Locks only one across the tabs of a device, so two tabs never send the same answers at once.
import { ApiError } from "../../../lib/api-client";
import { isRetryable, sendWithRetry } from "../utils/send-with-retry";
import type { RetryHooks } from "../utils/send-with-retry";
import { refused, sent, waitingFor } from "./outbox";
import type { OutboxEntry } from "./outbox";

export interface SenderHooks extends RetryHooks {
  /** The server has the entry; `response` is what it answered. */
  onSent?: (entry: OutboxEntry, response: unknown) => void;
  /** The server refused the entry for good. */
  onRefused?: (entry: OutboxEntry, error: unknown) => void;
  /** The outbox of this result changed (an entry left it). */
  onChange?: () => void;
}

export interface OutboxSender {
  /** Starts sending (or keeps the current run going); resolves when the outbox is empty or sending stopped. */
  kick(): Promise<void>;
}

function withLock(name: string, run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request(name, () => run()).then(() => undefined) : run();
}

export function outboxSender(resultId: string, send: (entry: OutboxEntry) => Promise<unknown>, hooks: SenderHooks = {}): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;

  async function sendAll(): Promise<void> {
    for (;;) {
      const [entry] = await waitingFor(resultId);
      if (!entry) return;
      try {
        const response = await sendWithRetry(() => send(entry), hooks);
        await sent(entry.seq!);
        hooks.onSent?.(entry, response);
      } catch (error) {
        // The page is going, or the network is still down when told to stop: the entry stays for later.
        if (isRetryable(error)) throw error;
        const status = error instanceof ApiError ? error.status : 0;
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
