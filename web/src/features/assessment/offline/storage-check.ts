// Whether the browser will keep what a test leaves on the device: it is asked to keep the site's storage
// for good (navigator.storage.persist(), granted without a prompt in Chromium to an installed app or a
// site in use), and how much room is left is read (docs/decisions/0047-offline-player.md).

/** Room a test needs on the device: its read-aloud clips, its copy and its answers' recordings, with margin. */
export const ROOM_FOR_A_TEST_BYTES = 50 * 1024 * 1024;

/** "kept": the browser keeps the storage for good; "may-be-cleared": it may clear it when space runs low. */
export type StorageSafety = "kept" | "may-be-cleared" | "short-of-space" | "unknown";

export async function protectTestStorage(storage: StorageManager | undefined = navigator.storage): Promise<StorageSafety> {
  if (!storage?.persist || !storage.estimate) return "unknown";
  try {
    const { quota, usage } = await storage.estimate();
    if (quota !== undefined && quota - (usage ?? 0) < ROOM_FOR_A_TEST_BYTES) return "short-of-space";
    const kept = (await storage.persisted?.()) || (await storage.persist());
    return kept ? "kept" : "may-be-cleared";
  } catch {
    return "unknown";
  }
}
