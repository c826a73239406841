import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { CallerProfile } from "../accounts/caller-profile";
import { saveContactMessage } from "./repositories/contact-message-repository";
import { CONTACT_RATE_LIMIT, contactMailIds, sendContactMessage } from "./contact-service";
import { takeFromBudget } from "../rate-limits/rate-limits";

vi.mock("./repositories/contact-message-repository", () => ({ saveContactMessage: vi.fn() }));
vi.mock("./repositories/contact-erasure-repository", () => ({ deleteContactTraces: vi.fn() }));
vi.mock("../rate-limits/rate-limits", () => ({ takeFromBudget: vi.fn() }));
vi.mock("../accounts/caller-scope", () => ({ readCallerProfile: vi.fn() }));

const signedIn = (fields: Partial<AuthUser> = {}): AuthUser => ({ uid: "u1", email: "ana@example.com", emailVerified: true, ...fields });
const inLanguage = (language: CallerProfile["language"]) => ({ language }) as CallerProfile;
/** The e-mails the stored message queued, by outbox id, for a message stored as `id`. */
const mailsQueued = (id = "m9") => vi.mocked(saveContactMessage).mock.calls[0]?.[1](id) ?? {};

const message = { name: "Ada", email: "ada@example.com", role: "parent", reason: "question", message: "Hello" } as const;

beforeEach(() => {
  vi.mocked(saveContactMessage).mockReset().mockResolvedValue("m1");
  vi.mocked(takeFromBudget).mockReset().mockResolvedValue();
  vi.mocked(readCallerProfile).mockReset().mockResolvedValue(inLanguage(null));
});

describe("sendContactMessage", () => {
  it("checks the sender's limit, then stores the message in snake_case with the uid", async () => {
    expect(await sendContactMessage(message, { user: signedIn(), clientIp: "203.0.113.9" })).toEqual({ id: "m1" });
    expect(takeFromBudget).toHaveBeenCalledWith(CONTACT_RATE_LIMIT, "203.0.113.9");
    expect(saveContactMessage).toHaveBeenCalledWith({ ...message, role_other: null, uid: "u1" }, expect.any(Function));
  });

  it("queues the support e-mail of that message, under the stored message's id, and nothing to an anonymous sender", async () => {
    await sendContactMessage(message, { user: null, clientIp: "203.0.113.9" });
    const mails = mailsQueued("m9");
    expect(Object.keys(mails)).toEqual(["m9"]);
    expect(mails.m9).toMatchObject({ to: ["support@readbright.app"], replyTo: "ada@example.com", message: { text: expect.stringContaining("contact_messages/m9") } });
    expect(readCallerProfile).not.toHaveBeenCalled();
  });

  it("tells a signed-in sender it arrived: to their account's address, not the one typed, in their account's language", async () => {
    vi.mocked(readCallerProfile).mockResolvedValue(inLanguage("es"));
    await sendContactMessage(message, { user: signedIn(), clientIp: "203.0.113.9" });
    expect(readCallerProfile).toHaveBeenCalledWith("u1");
    const mails = mailsQueued("m9");
    expect(Object.keys(mails)).toEqual(["m9", "m9-ack"]);
    expect(mails["m9-ack"]).toMatchObject({ to: ["ana@example.com"], message: { subject: "ReadBright: hemos recibido su mensaje" } });
  });

  it("writes to a signed-in sender without a language in English, and to an unverified address never", async () => {
    await sendContactMessage(message, { user: signedIn(), clientIp: "203.0.113.9" });
    expect(mailsQueued()["m9-ack"]).toMatchObject({ to: ["ana@example.com"], message: { subject: "ReadBright: we received your message" } });
    vi.mocked(saveContactMessage).mockClear();
    await sendContactMessage(message, { user: signedIn({ emailVerified: false }), clientIp: "203.0.113.9" });
    expect(Object.keys(mailsQueued())).toEqual(["m9"]);
  });

  it("names both of a message's e-mails, so retention and deletion take both", () => {
    expect(contactMailIds("m9")).toEqual(["m9", "m9-ack"]);
  });

  it("keeps the stated role only for 'other'", async () => {
    await sendContactMessage({ ...message, role: "other", roleOther: "Tutor" }, { user: null, clientIp: "203.0.113.9" });
    expect(saveContactMessage).toHaveBeenCalledWith(expect.objectContaining({ role: "other", role_other: "Tutor", uid: null }), expect.any(Function));
  });

  it("stores nothing when the limit is reached", async () => {
    vi.mocked(takeFromBudget).mockRejectedValue(Object.assign(new Error("Too many"), { status: 429 }));
    await expect(sendContactMessage(message, { user: null, clientIp: "203.0.113.9" })).rejects.toMatchObject({ status: 429 });
    expect(saveContactMessage).not.toHaveBeenCalled();
  });

  it("puts senders without a known address in one shared bucket", async () => {
    await sendContactMessage(message, { user: null, clientIp: null });
    expect(takeFromBudget).toHaveBeenCalledWith(CONTACT_RATE_LIMIT, "unknown");
  });

  it("allows five messages per ten minutes", () => {
    expect(CONTACT_RATE_LIMIT).toMatchObject({ limit: 5, windowMs: 600_000, message: "Too many messages. Please try again later." });
  });
});
