// The outbox: every answer, start and completion is written here before anything else, and leaves only
// once the server has it (or has refused it for good, when it moves to `refused` with the reason). It
// survives a closed tab, a reload, a browser restart and a device going to sleep.
import { playerDb } from "./player-db";
import type { OutboxEntry, RefusedEntry } from "./player-db";

export type { OutboxEntry, RefusedEntry };

/** Keeps the entry; resolves with its place in the order once it is on the device. */
export async function enqueue(entry: Omit<OutboxEntry, "seq" | "queued_at">): Promise<number> {
  return (await playerDb()).add("outbox", { ...entry, queued_at: Date.now() });
}

/** The entries of one result still to send, oldest first. */
export async function waitingFor(resultId: string): Promise<OutboxEntry[]> {
  const entries = await (await playerDb()).getAllFromIndex("outbox", "by_result", resultId);
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Every result with something still to send. */
export async function resultsWaiting(): Promise<string[]> {
  return [...new Set((await (await playerDb()).getAll("outbox")).map((entry) => entry.result_id))];
}

/** The server has it. */
export async function sent(seq: number): Promise<void> {
  await (await playerDb()).delete("outbox", seq);
}

/** The server refused it for good: kept with the reason, in one step, so it is never in neither store. */
export async function refused(entry: OutboxEntry, status: number, reason: string): Promise<void> {
  const tx = (await playerDb()).transaction(["outbox", "refused"], "readwrite");
  await Promise.all([tx.objectStore("refused").put({ ...entry, status, reason, refused_at: Date.now() }), tx.objectStore("outbox").delete(entry.seq!), tx.done]);
}

export async function refusedFor(resultId: string): Promise<RefusedEntry[]> {
  return (await playerDb()).getAllFromIndex("refused", "by_result", resultId);
}

/** The questions answered on this device and not yet sent: the player counts them as answered. */
export async function answeredOnDevice(resultId: string): Promise<number[]> {
  return (await waitingFor(resultId)).flatMap((entry) => (entry.kind === "answer" && entry.question_id !== null ? [entry.question_id] : []));
}
