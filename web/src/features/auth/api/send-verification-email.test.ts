import { i18n } from "@lingui/core";
import { sendEmailVerification } from "firebase/auth";
import type { User } from "firebase/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auth } from "../../../lib/firebase";
import { markVerificationSent, secondsUntilResend } from "../utils/verification-cooldown";
import { resendVerificationEmail } from "./send-verification-email";

vi.mock("firebase/auth", () => ({ sendEmailVerification: vi.fn(async () => {}) }));
vi.mock("../../../lib/firebase", () => ({ auth: { authStateReady: async () => {}, currentUser: null } }));
const fakeAuth = auth as { currentUser: User | null; languageCode?: string | null };
const send = vi.mocked(sendEmailVerification);

afterEach(() => {
  i18n.activate("en");
  fakeAuth.currentUser = null;
  send.mockClear();
  window.localStorage.clear();
});

describe("resendVerificationEmail", () => {
  it("needs a signed-in user", async () => {
    await expect(resendVerificationEmail()).rejects.toThrow("No user is currently signed in");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses within a minute of the last email", async () => {
    fakeAuth.currentUser = { uid: "user-1" } as User;
    markVerificationSent(Date.now() - 30_000);
    await expect(resendVerificationEmail()).rejects.toThrow("Please wait before requesting another verification email");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the email and starts the cooldown", async () => {
    const user = { uid: "user-1" } as User;
    fakeAuth.currentUser = user;
    await resendVerificationEmail();
    expect(send).toHaveBeenCalledWith(user);
    expect(secondsUntilResend()).toBe(60);
  });

  it("has Firebase write it in the language in force", async () => {
    fakeAuth.currentUser = { uid: "user-1" } as User;
    i18n.activate("es");
    await resendVerificationEmail();
    expect(fakeAuth.languageCode).toBe("es");
  });
});
