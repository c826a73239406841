import { describe, expect, it } from "vitest";
import { supportMail } from "./support-mail";
import type { NewContactMessage } from "./repositories/contact-message-repository";

const message: NewContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  role: "parent",
  role_other: null,
  reason: "request-demo",
  message: "Could we see a demo?\nThanks",
  uid: null,
};

describe("supportMail", () => {
  it("is a Trigger Email document to support, replying to the sender, in plain text", () => {
    expect(supportMail(message, "m1")).toEqual({
      to: ["support@readbright.app"],
      replyTo: "ada@example.com",
      message: {
        subject: "ReadBright contact: Request a demo from Ada Lovelace",
        text: ["Name: Ada Lovelace", "Email: ada@example.com", "Role: Parent", "Reason: Request a demo", "Signed in: no", "Stored as: contact_messages/m1", "", "Could we see a demo?\nThanks"].join("\n"),
      },
    });
  });

  it("names the stated role and the signed-in sender's account", () => {
    const { message: mail } = supportMail({ ...message, role: "other", role_other: "Tutor", uid: "u7" }, "m2");
    expect(mail.text).toContain("Role: Other: Tutor\n");
    expect(mail.text).toContain("Signed in: yes (uid u7)\n");
  });

  it("keeps the subject to one short line, whatever the name holds, and never writes markup", () => {
    const mail = supportMail({ ...message, name: `Eve\r\nBcc: victim@example.com <b>${"x".repeat(100)}` }, "m3");
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
    expect(mail.message.subject.length).toBeLessThan(120);
    expect(mail).not.toHaveProperty("message.html");
  });

  it("replies to the sender only when the address is one plain address", () => {
    expect(supportMail({ ...message, email: "a@example.com, b@example.com" }, "m4")).not.toHaveProperty("replyTo");
  });
});
