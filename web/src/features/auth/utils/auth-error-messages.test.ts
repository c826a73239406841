import { describe, expect, it } from "vitest";
import { registrationErrorMessage } from "./auth-error-messages";

describe("registrationErrorMessage", () => {
  it.each([
    ["auth/email-already-in-use", "This email is already registered. Please use a different email or log in."],
    ["auth/invalid-email", "The email address is invalid."],
    ["auth/weak-password", "The password is too weak. Please use a stronger password."],
    ["auth/network-request-failed", "An error occurred during registration"],
  ])("maps %s", (code, message) => {
    expect(registrationErrorMessage({ code, message: "Firebase: Error" })).toBe(message);
  });

  it("falls back to the default for errors without a code", () => {
    expect(registrationErrorMessage(new Error("boom"))).toBe("An error occurred during registration");
    expect(registrationErrorMessage(undefined)).toBe("An error occurred during registration");
  });
});
