import { describe, expect, it, vi } from "vitest";
import type { DecodedIdToken } from "firebase-admin/auth";
import { optionalCaller } from "./optional-auth";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

describe("optionalCaller", () => {
  it("returns the caller of a valid token", async () => {
    const verify = vi.fn().mockResolvedValue({ uid: "u1", email: "ann@example.com", email_verified: false } as DecodedIdToken);
    await expect(optionalCaller("Bearer abc", verify)).resolves.toEqual({ uid: "u1", email: "ann@example.com", emailVerified: false });
  });

  it("is null without a token, or with one Firebase rejects", async () => {
    const verify = vi.fn().mockRejectedValue(Object.assign(new Error("expired"), { code: "auth/id-token-expired" }));
    await expect(optionalCaller(undefined, verify)).resolves.toBeNull();
    await expect(optionalCaller("  ", verify)).resolves.toBeNull();
    await expect(optionalCaller("Basic abc", verify)).resolves.toBeNull();
    await expect(optionalCaller("Bearer old", verify)).resolves.toBeNull();
  });

  it("lets other failures through", async () => {
    const verify = vi.fn().mockRejectedValue(new Error("network down"));
    await expect(optionalCaller("Bearer abc", verify)).rejects.toThrow("network down");
  });
});
