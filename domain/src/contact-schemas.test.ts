import { describe, expect, it } from "vitest";
import { messagesFor } from "./testing/check";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from "./contact-schemas";
import { VALIDATION } from "./messages";

const valid = { name: "Ada Lovelace", email: "ada@example.com", role: "parent", reason: "question", message: "Hello!" };

describe("contactMessageSchema", () => {
  it("accepts a complete message, trimmed, with unknown fields stripped", () => {
    const cleaned = contactMessageSchema.validateSync({ ...valid, name: "  Ada  ", admin: true }, { stripUnknown: true });
    expect(cleaned).toEqual({ ...valid, name: "Ada" });
  });

  it("asks for every field in the spec's words", () => {
    expect(messagesFor(contactMessageSchema, {})).toEqual([
      CONTACT_MESSAGES.nameRequired,
      VALIDATION.emailRequired,
      "Please select your role",
      "Please select a reason for contact",
      CONTACT_MESSAGES.messageRequired,
    ]);
  });

  it("treats blank text as missing", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, name: "   ", message: "\n" })).toEqual([CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.messageRequired]);
  });

  it("checks the email address like every other form", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, email: "ada@example" })).toEqual(["Invalid email address"]);
  });

  it("only offers the listed roles and reasons", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, role: "admin", reason: "spam" })).toEqual(["Please select your role", "Please select a reason for contact"]);
  });

  it("asks someone whose role is 'other' to say what it is", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, role: "other" })).toEqual(["Please specify your role"]);
    expect(messagesFor(contactMessageSchema, { ...valid, role: "other", roleOther: "  " })).toEqual(["Please specify your role"]);
    expect(contactMessageSchema.validateSync({ ...valid, role: "other", roleOther: " Tutor " })).toMatchObject({ roleOther: "Tutor" });
  });

  it("drops roleOther for any other role", () => {
    const cleaned = contactMessageSchema.validateSync({ ...valid, role: "teacher", roleOther: "Tutor" });
    expect(cleaned).not.toHaveProperty("roleOther");
  });

  it("refuses values that are not text", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, name: 42 })).toEqual(["Name must be text"]);
    expect(messagesFor(contactMessageSchema, { ...valid, role: ["parent"] })).toEqual(["Please select your role"]);
  });

  it("limits the length of each field", () => {
    expect(messagesFor(contactMessageSchema, { ...valid, name: "x".repeat(CONTACT_LIMITS.name) })).toEqual([]);
    expect(messagesFor(contactMessageSchema, { ...valid, name: "x".repeat(CONTACT_LIMITS.name + 1) })).toEqual([CONTACT_MESSAGES.nameTooLong]);
    expect(messagesFor(contactMessageSchema, { ...valid, message: "x".repeat(CONTACT_LIMITS.message) })).toEqual([]);
    expect(messagesFor(contactMessageSchema, { ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) })).toEqual([CONTACT_MESSAGES.messageTooLong]);
    expect(messagesFor(contactMessageSchema, { ...valid, role: "other", roleOther: "x".repeat(CONTACT_LIMITS.roleOther + 1) })).toEqual([
      CONTACT_MESSAGES.roleOtherTooLong,
    ]);
    expect(messagesFor(contactMessageSchema, { ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual([CONTACT_MESSAGES.emailTooLong]);
  });
});
