// Which results have a player open on this device, in any tab: the player holds a Web Lock named after
// its result while it is mounted, and says so on a BroadcastChannel when it opens. The outbox is then
// that player's to send (it waits for each entry's outcome); other pages leave it alone (flush-outbox.ts).

const lockName = (resultId: string) => `readbright-player:${resultId}`;
export const PLAYER_CHANNEL = "readbright-player";

/** Marks the player of `resultId` open until the returned function is called. */
export function holdPlayerPresence(resultId: string): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  void navigator.locks?.request(lockName(resultId), () => held).catch(() => undefined);
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(PLAYER_CHANNEL);
    channel.postMessage(resultId);
    channel.close();
  }
  return release;
}

/** The results whose player is open in some tab of this device. */
export async function resultsWithPlayerOpen(): Promise<Set<string>> {
  const { held = [] } = (await navigator.locks?.query()) ?? {};
  return new Set(held.flatMap((lock) => (lock.name?.startsWith("readbright-player:") ? [lock.name.slice("readbright-player:".length)] : [])));
}
