import { describe, expect, it } from "vitest";
import {
  loginErrorMessage,
  passwordResetEmailErrorMessage,
  registrationErrorMessage,
  resendVerificationErrorMessage,
  resetPasswordErrorMessage,
  verificationErrorMessage,
} from "./auth-error-messages";

/** What Firebase throws: an Error with a code and a message of its own. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

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

describe("loginErrorMessage", () => {
  it.each([
    ["auth/user-not-found", "No account found with this email address."],
    ["auth/wrong-password", "Incorrect password. Please try again."],
    ["auth/invalid-email", "The email address is invalid."],
    ["auth/too-many-requests", "Too many failed login attempts. Please try again later."],
  ])("maps %s", (code, message) => {
    expect(loginErrorMessage(firebaseError(code))).toBe(message);
  });

  it("does not guess which of email or password was wrong when the server will not say", () => {
    expect(loginErrorMessage(firebaseError("auth/invalid-credential"))).toBe(
      "Login failed. Please check your credentials and try again.",
    );
  });

  it("otherwise shows the error's own message, or the default", () => {
    expect(loginErrorMessage(firebaseError("auth/network-request-failed"))).toBe("Firebase: Error (auth/network-request-failed).");
    expect(loginErrorMessage({ code: "auth/internal-error" })).toBe("An error occurred during login");
    expect(loginErrorMessage(undefined)).toBe("An error occurred during login");
  });
});

describe("passwordResetEmailErrorMessage", () => {
  it.each([
    ["auth/user-not-found", "No account found with this email address."],
    ["auth/invalid-email", "The email address is invalid."],
    ["auth/too-many-requests", "Too many failed login attempts. Please try again later."],
    ["auth/network-request-failed", "An error occurred during password reset"],
  ])("maps %s as for login, with its own default", (code, message) => {
    expect(passwordResetEmailErrorMessage(firebaseError(code))).toBe(message);
  });
});

describe("resetPasswordErrorMessage and verificationErrorMessage", () => {
  it("explain a used or expired link in the spec's words", () => {
    for (const code of ["auth/invalid-action-code", "auth/expired-action-code"]) {
      expect(resetPasswordErrorMessage(firebaseError(code))).toBe("Invalid action code. Please try again.");
      expect(verificationErrorMessage(firebaseError(code))).toBe("Invalid action code. Please try again.");
    }
  });

  it("otherwise show the error's message, or their defaults", () => {
    expect(resetPasswordErrorMessage(firebaseError("auth/weak-password"))).toBe("Firebase: Error (auth/weak-password).");
    expect(resetPasswordErrorMessage({})).toBe("Failed to reset password");
    expect(verificationErrorMessage({})).toBe("Failed to verify email");
  });
});

describe("resendVerificationErrorMessage", () => {
  it("asks the user to wait when Firebase is rate limiting", () => {
    expect(resendVerificationErrorMessage(firebaseError("auth/too-many-requests"))).toBe(
      "Please wait before requesting another verification email",
    );
  });

  it("passes our own refusals through", () => {
    expect(resendVerificationErrorMessage(new Error("No user is currently signed in"))).toBe("No user is currently signed in");
  });
});
