import { describe, expect, it, vi } from "vitest";
import { ROOM_FOR_A_TEST_BYTES, protectTestStorage } from "./storage-check";

function storage({ free = ROOM_FOR_A_TEST_BYTES * 2, persisted = false, granted = false } = {}) {
  return {
    estimate: vi.fn().mockResolvedValue({ quota: 1e10, usage: 1e10 - free }),
    persisted: vi.fn().mockResolvedValue(persisted),
    persist: vi.fn().mockResolvedValue(granted),
  } as unknown as StorageManager & { persist: ReturnType<typeof vi.fn> };
}

describe("keeping a test's storage", () => {
  it("asks the browser to keep the storage, and says whether it will", async () => {
    const granted = storage({ granted: true });
    expect(await protectTestStorage(granted)).toBe("kept");
    expect(granted.persist).toHaveBeenCalledOnce();
    expect(await protectTestStorage(storage({ granted: false }))).toBe("may-be-cleared");
  });

  it("does not ask again once the storage is kept", async () => {
    const kept = storage({ persisted: true });
    expect(await protectTestStorage(kept)).toBe("kept");
    expect(kept.persist).not.toHaveBeenCalled();
  });

  it("says when the device has no room for a test", async () => {
    expect(await protectTestStorage(storage({ free: ROOM_FOR_A_TEST_BYTES - 1, granted: true }))).toBe("short-of-space");
  });

  it("says nothing it cannot know: no storage manager, or one that fails", async () => {
    expect(await protectTestStorage({} as StorageManager)).toBe("unknown");
    const failing = { estimate: vi.fn().mockRejectedValue(new Error("no")), persist: vi.fn() } as unknown as StorageManager;
    expect(await protectTestStorage(failing)).toBe("unknown");
  });
});
