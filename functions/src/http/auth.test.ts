import { describe, expect, it, vi } from "vitest";
import type { DecodedIdToken } from "firebase-admin/auth";
import { ERRORS } from "@readbright/domain/messages";
import { EMAIL_NOT_VERIFIED, authenticate, requireVerifiedEmail } from "./auth";

vi.mock("firebase-functions/logger", () => ({ logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } }));

const decoded = { uid: "u1", email: "ann@example.com", email_verified: true } as DecodedIdToken;

describe("authenticate", () => {
  it("returns the caller of a valid bearer token", async () => {
    const verify = vi.fn().mockResolvedValue(decoded);
    await expect(authenticate("Bearer abc.def", verify)).resolves.toEqual({ uid: "u1", email: "ann@example.com", emailVerified: true });
    expect(verify).toHaveBeenCalledWith("abc.def");
  });
  it("says when the caller last signed in with their password (the token's auth_time)", async () => {
    const verify = vi.fn().mockResolvedValue({ ...decoded, auth_time: 1_790_000_000 });
    await expect(authenticate("Bearer abc.def", verify)).resolves.toMatchObject({ signedInAt: new Date(1_790_000_000_000) });
  });
  it("answers 401 without a bearer token", async () => {
    const verify = vi.fn();
    for (const header of [undefined, "", "Bearer", "Basic abc"]) {
      await expect(authenticate(header, verify)).rejects.toMatchObject({ status: 401, message: ERRORS.unauthenticated });
    }
    expect(verify).not.toHaveBeenCalled();
  });
  it("answers 401 for a token Firebase rejects", async () => {
    const verify = vi.fn().mockRejectedValue(Object.assign(new Error("bad"), { code: "auth/argument-error" }));
    await expect(authenticate("Bearer garbage", verify)).rejects.toMatchObject({ status: 401 });
  });
  it("lets other failures through as errors, not as 401", async () => {
    const verify = vi.fn().mockRejectedValue(new Error("network down"));
    await expect(authenticate("Bearer abc", verify)).rejects.toThrow("network down");
  });
});

describe("requireVerifiedEmail", () => {
  const caller = { uid: "u1", email: "ann@example.com" };
  it("lets a verified token through without asking Auth", async () => {
    const isVerified = vi.fn();
    await expect(requireVerifiedEmail({ ...caller, emailVerified: true }, isVerified)).resolves.toMatchObject({ emailVerified: true });
    expect(isVerified).not.toHaveBeenCalled();
  });
  it("answers 403 with a clear message when the account is still unverified", async () => {
    const isVerified = vi.fn().mockResolvedValue(false);
    await expect(requireVerifiedEmail({ ...caller, emailVerified: false }, isVerified)).rejects.toMatchObject({ status: 403, message: EMAIL_NOT_VERIFIED });
    expect(isVerified).toHaveBeenCalledWith("u1");
  });
  it("believes the Auth record over a token issued before the email was verified", async () => {
    const isVerified = vi.fn().mockResolvedValue(true);
    await expect(requireVerifiedEmail({ ...caller, emailVerified: false }, isVerified)).resolves.toMatchObject({ uid: "u1", emailVerified: true });
  });
});
