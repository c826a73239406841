import { applyActionCode, reload } from "firebase/auth";
import type { User } from "firebase/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auth } from "../../../lib/firebase";
import { applyVerificationCode } from "./apply-verification-code";

vi.mock("firebase/auth", () => ({ applyActionCode: vi.fn(async () => {}), reload: vi.fn(async () => {}) }));
vi.mock("../../../lib/firebase", () => ({ auth: { authStateReady: async () => {}, currentUser: null } }));
const fakeAuth = auth as { currentUser: User | null };

afterEach(() => {
  fakeAuth.currentUser = null;
  vi.mocked(applyActionCode).mockClear();
  vi.mocked(reload).mockClear();
});

describe("applyVerificationCode", () => {
  it("verifies with the code, then reloads the user and refreshes the ID token", async () => {
    const getIdToken = vi.fn(async () => "token");
    const user = { uid: "user-1", getIdToken } as unknown as User;
    fakeAuth.currentUser = user;

    await applyVerificationCode("code-1");

    expect(applyActionCode).toHaveBeenCalledWith(auth, "code-1");
    expect(reload).toHaveBeenCalledWith(user);
    expect(getIdToken).toHaveBeenCalledWith(true);
  });

  it("works signed out, with nobody to reload", async () => {
    await applyVerificationCode("code-1");
    expect(applyActionCode).toHaveBeenCalledWith(auth, "code-1");
    expect(reload).not.toHaveBeenCalled();
  });

  it("fails with Firebase's error when the code is refused", async () => {
    vi.mocked(applyActionCode).mockRejectedValueOnce({ code: "auth/invalid-action-code" });
    await expect(applyVerificationCode("used")).rejects.toEqual({ code: "auth/invalid-action-code" });
    expect(reload).not.toHaveBeenCalled();
  });
});
