import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from "./contact-schemas";
import { VALIDATION } from "./messages";

const valid = { name: "Ada Lovelace", email: "ada@example.com", role: "parent", reason: "question", message: "Hello!" };

function messagesFor(value: unknown): string[] {
  try {
    contactMessageSchema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe("contactMessageSchema", () => {
  it("accepts a complete message, trimmed, with unknown fields stripped", () => {
    const cleaned = contactMessageSchema.validateSync({ ...valid, name: "  Ada  ", admin: true }, { stripUnknown: true });
    expect(cleaned).toEqual({ ...valid, name: "Ada" });
  });

  it("asks for every field in the spec's words", () => {
    expect(messagesFor({})).toEqual([
      CONTACT_MESSAGES.nameRequired,
      VALIDATION.emailRequired,
      "Please select your role",
      "Please select a reason for contact",
      CONTACT_MESSAGES.messageRequired,
    ]);
  });

  it("treats blank text as missing", () => {
    expect(messagesFor({ ...valid, name: "   ", message: "\n" })).toEqual([CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.messageRequired]);
  });

  it("checks the email address like every other form", () => {
    expect(messagesFor({ ...valid, email: "ada@example" })).toEqual(["Invalid email address"]);
  });

  it("only offers the listed roles and reasons", () => {
    expect(messagesFor({ ...valid, role: "admin", reason: "spam" })).toEqual(["Please select your role", "Please select a reason for contact"]);
  });

  it("asks someone whose role is 'other' to say what it is", () => {
    expect(messagesFor({ ...valid, role: "other" })).toEqual(["Please specify your role"]);
    expect(messagesFor({ ...valid, role: "other", roleOther: "  " })).toEqual(["Please specify your role"]);
    expect(contactMessageSchema.validateSync({ ...valid, role: "other", roleOther: " Tutor " })).toMatchObject({ roleOther: "Tutor" });
  });

  it("drops roleOther for any other role", () => {
    const cleaned = contactMessageSchema.validateSync({ ...valid, role: "teacher", roleOther: "Tutor" });
    expect(cleaned).not.toHaveProperty("roleOther");
  });

  it("refuses values that are not text", () => {
    expect(messagesFor({ ...valid, name: 42 })).toEqual(["Name must be text"]);
    expect(messagesFor({ ...valid, role: ["parent"] })).toEqual(["Please select your role"]);
  });

  it("limits the length of each field", () => {
    expect(messagesFor({ ...valid, name: "x".repeat(CONTACT_LIMITS.name) })).toEqual([]);
    expect(messagesFor({ ...valid, name: "x".repeat(CONTACT_LIMITS.name + 1) })).toEqual([CONTACT_MESSAGES.nameTooLong]);
    expect(messagesFor({ ...valid, message: "x".repeat(CONTACT_LIMITS.message) })).toEqual([]);
    expect(messagesFor({ ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) })).toEqual([CONTACT_MESSAGES.messageTooLong]);
    expect(messagesFor({ ...valid, role: "other", roleOther: "x".repeat(CONTACT_LIMITS.roleOther + 1) })).toEqual([
      CONTACT_MESSAGES.roleOtherTooLong,
    ]);
    expect(messagesFor({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual([CONTACT_MESSAGES.emailTooLong]);
  });
});
