import { describe, expect, it } from "vitest";
import { messagesFor } from "./testing/check";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "./credential-schemas";

const valid = { email: "ada@example.com", password: "secret12!", confirmPassword: "secret12!", agreeToTerms: true };

describe("registerSchema", () => {
  it("accepts a complete registration", () => {
    expect(messagesFor(registerSchema, valid)).toEqual([]);
  });

  it("asks for every field with the spec's messages", () => {
    expect(messagesFor(registerSchema, { email: "", password: "", confirmPassword: "", agreeToTerms: false })).toEqual([
      "Email is required",
      "Password is required",
      "Please confirm your password",
      "You must agree to the terms and conditions",
    ]);
  });

  it("rejects an address without a domain", () => {
    expect(messagesFor(registerSchema, { ...valid, email: "ada@example" })).toEqual(["Invalid email address"]);
  });

  it("rejects a short password before judging its characters", () => {
    expect(messagesFor(registerSchema, { ...valid, password: "a1!", confirmPassword: "a1!" })).toContain(
      "Password must be at least 8 characters",
    );
  });

  it("needs a digit and a special character, and nothing outside !@#$%^&*", () => {
    for (const password of ["abcdefgh1", "abcdefgh!", "abcdefg1!?"]) {
      expect(messagesFor(registerSchema, { ...valid, password, confirmPassword: password })).toEqual([
        "Password must include numbers and special characters",
      ]);
    }
  });

  it("needs the confirmation to match", () => {
    expect(messagesFor(registerSchema, { ...valid, confirmPassword: "secret12@" })).toEqual(["Passwords do not match"]);
  });
});

describe("loginSchema", () => {
  it("only requires the password", () => {
    expect(messagesFor(loginSchema, { email: "ada@example.com", password: "x" })).toEqual([]);
    expect(messagesFor(loginSchema, { email: "ada@example.com", password: "" })).toEqual(["Password is required"]);
  });
});

describe("loginSchema's email", () => {
  it("is required and must look like an address", () => {
    expect(messagesFor(loginSchema, { email: "", password: "x" })).toEqual(["Email is required"]);
    expect(messagesFor(loginSchema, { email: "ada@example", password: "x" })).toEqual(["Invalid email address"]);
  });
});

describe("forgotPasswordSchema", () => {
  it("asks only for a valid email", () => {
    expect(messagesFor(forgotPasswordSchema, { email: " ada@example.com " })).toEqual([]);
    expect(messagesFor(forgotPasswordSchema, { email: "" })).toEqual(["Email is required"]);
    expect(messagesFor(forgotPasswordSchema, { email: "ada" })).toEqual(["Invalid email address"]);
  });
});

describe("resetPasswordSchema", () => {
  it("accepts a strong password typed twice", () => {
    expect(messagesFor(resetPasswordSchema, { password: "secret12!", confirmPassword: "secret12!" })).toEqual([]);
  });

  it("asks for both fields", () => {
    expect(messagesFor(resetPasswordSchema, { password: "", confirmPassword: "" })).toEqual([
      "Password is required",
      "Please confirm your password",
    ]);
  });

  it("applies the new-password rules", () => {
    expect(messagesFor(resetPasswordSchema, { password: "short", confirmPassword: "short" })).toContain(
      "Password must be at least 8 characters",
    );
    expect(messagesFor(resetPasswordSchema, { password: "longenough", confirmPassword: "longenough" })).toEqual([
      "Password must include numbers and special characters",
    ]);
  });

  it("needs the confirmation to match", () => {
    expect(messagesFor(resetPasswordSchema, { password: "secret12!", confirmPassword: "secret12@" })).toEqual([
      "Passwords do not match",
    ]);
  });
});
