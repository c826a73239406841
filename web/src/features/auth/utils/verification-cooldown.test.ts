import { afterEach, describe, expect, it } from "vitest";
import { markVerificationSent, secondsUntilResend } from "./verification-cooldown";

afterEach(() => window.localStorage.clear());

describe("verification resend cooldown", () => {
  it("allows a resend when nothing was sent from this browser", () => {
    expect(secondsUntilResend(1_000_000)).toBe(0);
  });

  it("counts down 60 seconds from the last send", () => {
    markVerificationSent(1_000_000);
    expect(secondsUntilResend(1_000_000)).toBe(60);
    expect(secondsUntilResend(1_000_000 + 59_001)).toBe(1);
    expect(secondsUntilResend(1_000_000 + 60_000)).toBe(0);
  });
});
