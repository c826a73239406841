import { describe, expect, it } from "vitest";
import { idleWarningMail } from "./idle-warning-mail";

const facts = { email: "ann@example.com", lastActive: new Date("2026-05-20T10:00:00Z"), now: new Date("2029-06-01T03:00:00Z") };

describe("idleWarningMail", () => {
  it("tells the holder when the account goes and how to keep it, in English unless told otherwise", () => {
    const mail = idleWarningMail(facts);
    expect(mail.to).toEqual(["ann@example.com"]);
    expect(mail.message.subject).toBe("Your ReadBright account will be deleted unless you sign in");
    expect(mail.message.text).toContain("since 2026-05-20");
    expect(mail.message.text).toContain("on or after 2029-07-01");
    expect(mail.message.text).toContain("just sign in");
    expect(idleWarningMail(facts, "en")).toEqual(mail);
  });

  it("says it all in Spanish for a Spanish account, its dates as people read them", () => {
    const mail = idleWarningMail(facts, "es");
    expect(mail.to).toEqual(["ann@example.com"]);
    expect(mail.message.subject).toBe("Su cuenta de ReadBright se eliminará si no inicia sesión");
    expect(mail.message.text).toContain("Nadie ha iniciado sesión en su cuenta de ReadBright (ann@example.com) desde el 20 de mayo de 2026.");
    expect(mail.message.text).toContain("Su cuenta se eliminará el 1 de julio de 2029 o después.");
    expect(mail.message.text).toContain("Configuración > Descargar mis datos");
    expect(mail.message.text).not.toMatch(/\d{4}-\d{2}-\d{2}|sign in/);
  });
});
