import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveContactMessage } from "./repositories/contact-message-repository";
import { CONTACT_RATE_LIMIT, sendContactMessage } from "./contact-service";
import { takeFromBudget } from "../rate-limits/rate-limits";

vi.mock("./repositories/contact-message-repository", () => ({ saveContactMessage: vi.fn() }));
vi.mock("../rate-limits/rate-limits", () => ({ takeFromBudget: vi.fn() }));

const message = { name: "Ada", email: "ada@example.com", role: "parent", reason: "question", message: "Hello" } as const;

beforeEach(() => {
  vi.mocked(saveContactMessage).mockReset().mockResolvedValue("m1");
  vi.mocked(takeFromBudget).mockReset().mockResolvedValue();
});

describe("sendContactMessage", () => {
  it("checks the sender's limit, then stores the message in snake_case with the uid", async () => {
    expect(await sendContactMessage(message, { uid: "u1", clientIp: "203.0.113.9" })).toEqual({ id: "m1" });
    expect(takeFromBudget).toHaveBeenCalledWith(CONTACT_RATE_LIMIT, "203.0.113.9");
    expect(saveContactMessage).toHaveBeenCalledWith({ ...message, role_other: null, uid: "u1" }, expect.any(Function));
  });

  it("queues the support e-mail of that message, under the stored message's id", async () => {
    await sendContactMessage(message, { uid: null, clientIp: "203.0.113.9" });
    const mailFor = vi.mocked(saveContactMessage).mock.calls[0]?.[1];
    expect(mailFor?.("m9")).toMatchObject({ to: ["support@readbright.app"], replyTo: "ada@example.com", message: { text: expect.stringContaining("contact_messages/m9") } });
  });

  it("keeps the stated role only for 'other'", async () => {
    await sendContactMessage({ ...message, role: "other", roleOther: "Tutor" }, { uid: null, clientIp: "203.0.113.9" });
    expect(saveContactMessage).toHaveBeenCalledWith(expect.objectContaining({ role: "other", role_other: "Tutor", uid: null }), expect.any(Function));
  });

  it("stores nothing when the limit is reached", async () => {
    vi.mocked(takeFromBudget).mockRejectedValue(Object.assign(new Error("Too many"), { status: 429 }));
    await expect(sendContactMessage(message, { uid: null, clientIp: "203.0.113.9" })).rejects.toMatchObject({ status: 429 });
    expect(saveContactMessage).not.toHaveBeenCalled();
  });

  it("puts senders without a known address in one shared bucket", async () => {
    await sendContactMessage(message, { uid: null, clientIp: null });
    expect(takeFromBudget).toHaveBeenCalledWith(CONTACT_RATE_LIMIT, "unknown");
  });

  it("allows five messages per ten minutes", () => {
    expect(CONTACT_RATE_LIMIT).toMatchObject({ limit: 5, windowMs: 600_000, message: "Too many messages. Please try again later." });
  });
});
