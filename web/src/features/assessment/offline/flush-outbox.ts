// Sends what a closed player left on the device from any page of the app, once the page has loaded and
// whenever the browser comes back online: a child who finished offline and closed the tab still has the
// test arrive when the device is next used online. A result whose player is open (here or in another
// tab) is left to it; a player that opens meanwhile stops this page's sending of its result.
import { sendEntry } from "../hooks/send-answer";
import { waitOrOnline } from "../utils/send-with-retry";
import { resultsWaiting } from "./outbox";
import { outboxSender } from "./outbox-sender";
import { PLAYER_CHANNEL, resultsWithPlayerOpen } from "./player-presence";

/** Starts sending every result waiting on the device; returns the stop (the page leaves, or a player opens). */
export function flushOutboxes(): () => void {
  const stops = new Map<string, AbortController>();
  let stopped = false;
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(PLAYER_CHANNEL) : null;
  if (channel) channel.onmessage = (event: MessageEvent<string>) => stops.get(event.data)?.abort();

  async function run(): Promise<void> {
    // Without Web Locks an open player in another tab cannot be seen: its outbox is left to it.
    if (stopped || !navigator.locks) return;
    const [waiting, open] = await Promise.all([resultsWaiting(), resultsWithPlayerOpen()]);
    for (const resultId of waiting) {
      if (open.has(resultId) || stops.has(resultId)) continue;
      const leaving = new AbortController();
      stops.set(resultId, leaving);
      void outboxSender(resultId, sendEntry, { wait: waitOrOnline, signal: leaving.signal })
        .kick()
        .catch(() => undefined)
        .finally(() => stops.delete(resultId));
    }
  }

  const onOnline = () => void run().catch(() => undefined);
  window.addEventListener("online", onOnline);
  onOnline();
  return () => {
    stopped = true;
    window.removeEventListener("online", onOnline);
    channel?.close();
    for (const leaving of stops.values()) leaving.abort();
  };
}
