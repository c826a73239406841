// The player's own store on the device (IndexedDB, through `idb`): the answers waiting to be sent (the
// outbox), those the server refused for good (kept, never silently dropped), and each opened test as it
// was read, so a test goes on after a reload without the network (docs/decisions/0047-offline-player.md).
import { openDB } from "idb";
import type { DBSchema, IDBPDatabase } from "idb";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";

/** One request to send, in the order it was made. */
export interface OutboxEntry {
  /** Given by the store: the order of sending. */
  seq?: number;
  result_id: string;
  kind: "start" | "answer" | "complete";
  question_id: number | null;
  /** The answer's JSON fields (options, text, times); null for a start or a completion. */
  fields: Record<string, unknown> | null;
  /** A spoken answer's recording, as bytes (kept the same in every browser's store; a Blob is made to send it). */
  recording: { bytes: ArrayBuffer; type: string } | null;
  /** Milliseconds since the epoch, on this device. */
  queued_at: number;
}

export interface RefusedEntry extends OutboxEntry {
  status: number;
  reason: string;
  refused_at: number;
}

interface PlayerSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { by_result: string } };
  refused: { key: number; value: RefusedEntry; indexes: { by_result: string } };
  tests: { key: string; value: { id: string; result: ResultResponse; answered: number[]; saved_at: number } };
  /** Read-aloud clips of opened tests, by result and what is said ("<result id>|<speech key>"). */
  speech: { key: string; value: { bytes: ArrayBuffer; type: string } };
}

export const PLAYER_DB = "readbright-player";

/** The open connection, and the IndexedDB it was opened on (tests give each test a fresh one). */
let db: Promise<IDBPDatabase<PlayerSchema>> | null = null;
let openedOn: IDBFactory | null = null;

export function playerDb(): Promise<IDBPDatabase<PlayerSchema>> {
  if (openedOn !== indexedDB) db = null;
  openedOn = indexedDB;
  db ??= openDB<PlayerSchema>(PLAYER_DB, 1, {
    upgrade(store) {
      store.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true }).createIndex("by_result", "result_id");
      store.createObjectStore("refused", { keyPath: "seq" }).createIndex("by_result", "result_id");
      store.createObjectStore("tests", { keyPath: "id" });
      store.createObjectStore("speech");
    },
  });
  return db;
}

/** For tests: forget the open connection (a fresh fake IndexedDB follows). */
export async function closePlayerDb(): Promise<void> {
  if (db) (await db).close();
  db = null;
  openedOn = null;
}
