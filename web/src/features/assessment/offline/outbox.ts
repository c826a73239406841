// The outbox: every answer, start and completion is written here before anything else, and leaves only
// once the server has it (or has refused it for good, when it moves to `refused` with the reason). It
// survives a closed tab, a reload, a browser restart and a device going to sleep. Where the device will
// not keep an entry (storage refused, or full), it waits in this page's memory instead: sent the same way,
// after those on the device, but lost if the page closes, which the player then says (save-status.tsx).
import { playerDb } from "./player-db";
import type { OutboxEntry, RefusedEntry } from "./player-db";

export type { OutboxEntry, RefusedEntry };

/** Entries the device would not keep, numbered after any it keeps, so the order holds. */
const MEMORY_FIRST_SEQ = 2 ** 40;
let memorySeq = MEMORY_FIRST_SEQ;
let inMemory: OutboxEntry[] = [];
let refusedInMemory: RefusedEntry[] = [];
const isInMemory = (seq: number | undefined) => (seq ?? 0) >= MEMORY_FIRST_SEQ;

/** As a page that closes: what only this page's memory held is gone (for tests). */
export function forgetPageMemory(): void {
  inMemory = [];
  refusedInMemory = [];
}

/** What the device's store holds, or nothing where it cannot be read. */
async function stored<T>(read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch {
    return [];
  }
}

/** Keeps the entry; resolves with its place in the order once it is on the device (or, refused there, in memory). */
export async function enqueue(entry: Omit<OutboxEntry, "seq" | "queued_at">): Promise<number> {
  const kept = { ...entry, queued_at: Date.now() };
  try {
    return await (await playerDb()).add("outbox", kept);
  } catch (error) {
    console.warn("This device would not keep an answer; it waits in the page until it is sent", error);
    memorySeq += 1;
    inMemory.push({ ...kept, seq: memorySeq });
    return memorySeq;
  }
}

/** The entries of one result still to send, oldest first. */
export async function waitingFor(resultId: string): Promise<OutboxEntry[]> {
  const entries = await stored(async () => (await playerDb()).getAllFromIndex("outbox", "by_result", resultId));
  return [...entries, ...inMemory.filter((entry) => entry.result_id === resultId)].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Whether some of a result's waiting entries are only in this page's memory (lost if it closes). */
export function waitingOnlyInPage(resultId: string): boolean {
  return inMemory.some((entry) => entry.result_id === resultId);
}

/** Every result with something still to send. */
export async function resultsWaiting(): Promise<string[]> {
  const entries = await stored(async () => (await playerDb()).getAll("outbox"));
  return [...new Set([...entries, ...inMemory].map((entry) => entry.result_id))];
}

/** The server has it. */
export async function sent(seq: number): Promise<void> {
  if (isInMemory(seq)) inMemory = inMemory.filter((entry) => entry.seq !== seq);
  else await (await playerDb()).delete("outbox", seq);
}

/** The server refused it for good: kept with the reason, in one step, so it is never in neither store. */
export async function refused(entry: OutboxEntry, status: number, reason: string): Promise<void> {
  const kept = { ...entry, status, reason, refused_at: Date.now() };
  if (isInMemory(entry.seq)) {
    inMemory = inMemory.filter((waiting) => waiting.seq !== entry.seq);
    refusedInMemory.push(kept);
    return;
  }
  const tx = (await playerDb()).transaction(["outbox", "refused"], "readwrite");
  await Promise.all([tx.objectStore("refused").put(kept), tx.objectStore("outbox").delete(entry.seq!), tx.done]);
}

/** Every entry of a result leaves, sent or not (the server no longer has the test). */
export async function dropWaiting(resultId: string): Promise<void> {
  inMemory = inMemory.filter((entry) => entry.result_id !== resultId);
  const tx = (await playerDb()).transaction("outbox", "readwrite");
  const keys = await tx.store.index("by_result").getAllKeys(resultId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}

export async function refusedFor(resultId: string): Promise<RefusedEntry[]> {
  const entries = await stored(async () => (await playerDb()).getAllFromIndex("refused", "by_result", resultId));
  return [...entries, ...refusedInMemory.filter((entry) => entry.result_id === resultId)];
}

/** The questions answered on this device and not yet sent: the player counts them as answered. */
export async function answeredOnDevice(resultId: string): Promise<number[]> {
  return (await waitingFor(resultId)).flatMap((entry) => (entry.kind === "answer" && entry.question_id !== null ? [entry.question_id] : []));
}
