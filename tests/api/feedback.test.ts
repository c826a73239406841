import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "@readbright/domain/contact-schemas";
import { VALIDATION } from "@readbright/domain/messages";
import { fromAddress } from "../fixtures/addresses";
import { api, apiJson } from "../fixtures/api";
import { readDocument } from "../fixtures/firestore";
import { createUser } from "../fixtures/users";
import { adminDb } from "../fixtures/admin";
import { SUPPORT_ADDRESS } from "@readbright/domain/support";

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  role: "parent",
  reason: "request-demo",
  message: "Could we see a demo for our school?",
};

// Every test sends from its own address, so the per-address limit of one never affects another.
let lastOctet = 0;
function newSender(): Record<string, string> {
  lastOctet += 1;
  const run = Math.floor(Math.random() * 250) + 1;
  return fromAddress(`198.51.${run}.${lastOctet}`);
}

/** The e-mails queued to `address`. */
async function mailTo(address: string) {
  return (await adminDb().collection("mail").where("to", "array-contains", address).get()).docs.map((doc) => doc.data());
}

function postFeedback(json: unknown, headers: Record<string, string> = newSender(), token?: string) {
  return apiJson<{ id?: string; error?: string }>("/api/feedback/", { method: "POST", json, headers, token });
}

describe("POST /api/feedback/", () => {
  it("takes a message without sign-in and stores it with a server timestamp", async () => {
    const before = Date.now();
    const { status, body } = await postFeedback(message);

    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String) });
    const stored = await readDocument(`contact_messages/${body.id}`);
    expect(stored).toEqual({
      name: { stringValue: "Ada Lovelace" },
      email: { stringValue: "ada@example.com" },
      role: { stringValue: "parent" },
      role_other: { nullValue: null },
      reason: { stringValue: "request-demo" },
      message: { stringValue: "Could we see a demo for our school?" },
      uid: { nullValue: null },
      created_at: { timestampValue: expect.any(String) },
    });
    const createdAt = Date.parse(String(stored?.created_at?.timestampValue));
    expect(createdAt).toBeGreaterThanOrEqual(before - 5000);
  });

  it("queues an e-mail to support in the Trigger Email extension's format, under the message's id, replying to the sender", async () => {
    const { status, body } = await postFeedback({ ...message, name: "Ada <b>Lovelace</b>", message: "Line one\n<script>alert(1)</script>" });
    expect(status).toBe(201);
    const mail = (await adminDb().collection("mail").doc(String(body.id)).get()).data();
    expect(mail).toEqual({
      to: [SUPPORT_ADDRESS],
      replyTo: "ada@example.com",
      message: {
        subject: "ReadBright contact: Request a demo from Ada <b>Lovelace</b>",
        text: expect.stringContaining("Name: Ada <b>Lovelace</b>\nEmail: ada@example.com\nRole: Parent\nReason: Request a demo\n"),
      },
    });
    // Plain text only: what the sender typed is never sent as markup.
    expect(mail?.message.text).toMatch(/\n\nLine one\n<script>alert\(1\)<\/script>$/);
    expect(mail?.message.text).toContain(`contact_messages/${body.id}`);
  });

  it("queues no e-mail for a refused or rate-limited message", async () => {
    const marker = `Nobody ${Date.now()}`;
    const mailsOf = async () => (await adminDb().collection("mail").get()).docs.filter((doc) => String(doc.get("message.subject")).includes(marker));
    expect((await postFeedback({ ...message, name: marker, email: "not-an-address" })).status).toBe(400);
    const sender = newSender();
    for (let i = 0; i < 5; i += 1) expect((await postFeedback({ ...message, name: `${marker} ${i}` }, sender)).status).toBe(201);
    expect((await postFeedback({ ...message, name: `${marker} late` }, sender)).status).toBe(429);
    expect((await mailsOf()).map((doc) => doc.get("message.subject"))).toHaveLength(5);
    expect((await mailsOf()).some((doc) => String(doc.get("message.subject")).includes("late"))).toBe(false);
  });

  it("records the sender's uid when a valid token comes with the message", async () => {
    const user = await createUser();
    const { status, body } = await postFeedback(message, newSender(), user.idToken);
    expect(status).toBe(201);
    expect((await readDocument(`contact_messages/${body.id}`))?.uid).toEqual({ stringValue: user.uid });
  });

  it("tells a signed-in sender reading Spanish that it arrived: in Spanish, to the account's address, not the one typed", async () => {
    const user = await createUser();
    expect((await apiJson("/api/profile/", { method: "PATCH", token: user.idToken, json: { language: "es" } })).status).toBe(200);
    const typed = `typed-${Date.now()}@example.com`;
    const { status, body } = await postFeedback({ ...message, email: typed }, newSender(), user.idToken);
    expect(status).toBe(201);
    const note = (await adminDb().collection("mail").doc(`${body.id}-ack`).get()).data();
    expect(note).toEqual({
      to: [user.email],
      replyTo: SUPPORT_ADDRESS,
      message: { subject: "ReadBright: hemos recibido su mensaje", text: expect.stringContaining("Hemos recibido su mensaje (motivo: Solicitar una demostración)") },
    });
    // Nothing the sender typed rides along, and the typed address gets nothing.
    expect(note?.message.text).not.toContain(message.message);
    expect(await mailTo(typed)).toEqual([]);
  });

  it("writes that note in English to an account without a language, and nothing to an unverified or anonymous sender", async () => {
    const user = await createUser();
    const signedIn = await postFeedback(message, newSender(), user.idToken);
    expect((await adminDb().collection("mail").doc(`${signedIn.body.id}-ack`).get()).get("message.subject")).toBe("ReadBright: we received your message");

    // An address nobody has verified is as good as typed.
    const unverified = await createUser({ verified: false });
    const notVerified = await postFeedback(message, newSender(), unverified.idToken);
    expect(notVerified.status).toBe(201);
    expect((await adminDb().collection("mail").doc(`${notVerified.body.id}-ack`).get()).exists).toBe(false);

    const typed = `anonymous-${Date.now()}@example.com`;
    const anonymous = await postFeedback({ ...message, email: typed });
    expect(anonymous.status).toBe(201);
    expect((await adminDb().collection("mail").doc(`${anonymous.body.id}-ack`).get()).exists).toBe(false);
    expect(await mailTo(typed)).toEqual([]);
  });

  it("still takes the message when the token is not valid, without a uid", async () => {
    const { status, body } = await postFeedback(message, newSender(), "not-a-token");
    expect(status).toBe(201);
    expect((await readDocument(`contact_messages/${body.id}`))?.uid).toEqual({ nullValue: null });
  });

  it.each([
    ["name", CONTACT_MESSAGES.nameRequired],
    ["email", VALIDATION.emailRequired],
    ["role", "Please select your role"],
    ["reason", "Please select a reason for contact"],
    ["message", CONTACT_MESSAGES.messageRequired],
  ])("answers 400 when %s is missing, with the form's message", async (field, error) => {
    const json: Record<string, unknown> = { ...message };
    delete json[field];
    expect(await postFeedback(json)).toEqual({ status: 400, body: { error } });
  });

  it("answers 400 for an invalid email address, role or reason", async () => {
    expect(await postFeedback({ ...message, email: "ada@example" })).toEqual({ status: 400, body: { error: "Invalid email address" } });
    expect(await postFeedback({ ...message, role: "admin" })).toEqual({ status: 400, body: { error: "Please select your role" } });
    expect(await postFeedback({ ...message, reason: "spam" })).toEqual({
      status: 400,
      body: { error: "Please select a reason for contact" },
    });
  });

  it("asks for roleOther only when the role is other", async () => {
    expect(await postFeedback({ ...message, role: "other" })).toEqual({ status: 400, body: { error: "Please specify your role" } });

    const other = await postFeedback({ ...message, role: "other", roleOther: "School librarian" });
    expect(other.status).toBe(201);
    expect(await readDocument(`contact_messages/${other.body.id}`)).toMatchObject({
      role: { stringValue: "other" },
      role_other: { stringValue: "School librarian" },
    });

    const teacher = await postFeedback({ ...message, role: "teacher", roleOther: "ignored" });
    expect(teacher.status).toBe(201);
    expect((await readDocument(`contact_messages/${teacher.body.id}`))?.role_other).toEqual({ nullValue: null });
  });

  it("stores only the known fields", async () => {
    const { status, body } = await postFeedback({ ...message, uid: "someone-else", created_at: "2000-01-01", admin: true });
    expect(status).toBe(201);
    const stored = await readDocument(`contact_messages/${body.id}`);
    expect(Object.keys(stored ?? {}).sort()).toEqual(["created_at", "email", "message", "name", "reason", "role", "role_other", "uid"]);
    expect(stored).toMatchObject({ uid: { nullValue: null }, created_at: { timestampValue: expect.not.stringMatching(/^2000/) } });
  });

  it("refuses a message that is too long", async () => {
    expect(await postFeedback({ ...message, message: "x".repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      status: 400,
      body: { error: CONTACT_MESSAGES.messageTooLong },
    });
  });

  it("answers 429 after five messages from one address in ten minutes", async () => {
    const sender = newSender();
    for (let i = 0; i < 5; i += 1) expect((await postFeedback(message, sender)).status).toBe(201);

    const response = await api("/api/feedback/", { method: "POST", json: message, headers: sender });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: "Too many messages. Please try again later." });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await postFeedback(message)).status).toBe(201);
  });

  it("does not count refused (invalid) messages against the limit", async () => {
    const sender = newSender();
    for (let i = 0; i < 6; i += 1) expect((await postFeedback({ ...message, name: "" }, sender)).status).toBe(400);
    expect((await postFeedback(message, sender)).status).toBe(201);
  });
});
