import { describe, expect, it } from "vitest";
import { CONTACT_REASONS } from "@readbright/domain/enums";
import { acknowledgementMail, acknowledgementMailId } from "./acknowledgement-mail";

describe("acknowledgementMail", () => {
  it("tells the account's address in English that the message arrived and why it got this, a reply reaching support", () => {
    expect(acknowledgementMail("ana@example.com", "request-demo")).toEqual({
      to: ["ana@example.com"],
      replyTo: "support@readbright.app",
      message: {
        subject: "ReadBright: we received your message",
        text: expect.stringContaining("We have received your message (reason: Request a demo) and will reply to the email address you gave in the form"),
      },
    });
    expect(acknowledgementMail("ana@example.com", "question", "en").message.text).toContain("signed in to your ReadBright account");
  });

  it("says the same in Spanish, naming the reason as the Spanish form does", () => {
    const mail = acknowledgementMail("ana@example.com", "request-demo", "es");
    expect(mail.to).toEqual(["ana@example.com"]);
    expect(mail.message.subject).toBe("ReadBright: hemos recibido su mensaje");
    expect(mail.message.text).toContain("Hemos recibido su mensaje (motivo: Solicitar una demostración)");
    expect(mail.message.text).toContain("con la sesión iniciada en su cuenta de ReadBright");
    for (const reason of CONTACT_REASONS) expect(acknowledgementMail("a@example.com", reason, "es").message.text).not.toBe(acknowledgementMail("a@example.com", reason).message.text);
  });

  it("is kept beside its message in the outbox", () => {
    expect(acknowledgementMailId("m1")).toBe("m1-ack");
  });
});
