// Contact messages: limited per sender address, then stored for the team to answer and mailed to them.
import type { ContactMessageInput } from "@readbright/domain/contact-schemas";
import { CONTACT_MESSAGES } from "@readbright/domain/contact-schemas";
import { saveContactMessage } from "./repositories/contact-message-repository";
import { takeFromBudget } from "../rate-limits/rate-limits";
import { supportMail } from "./support-mail";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";

/** Enough for a family or a school office sharing one address, too few to flood the inbox. */
export const CONTACT_RATE_LIMIT: RateLimitPolicy = {
  name: "feedback",
  limit: 5,
  windowMs: 10 * 60 * 1000,
  message: CONTACT_MESSAGES.tooManyMessages,
};

export interface ContactSender {
  /** The signed-in sender's uid, or null. */
  uid: string | null;
  /** The address the request came from, or null when it is unknown. */
  clientIp: string | null;
}

export async function sendContactMessage(input: ContactMessageInput, sender: ContactSender): Promise<{ id: string }> {
  // Requests whose address is unknown share one bucket, so they cannot dodge the limit.
  await takeFromBudget(CONTACT_RATE_LIMIT, sender.clientIp ?? "unknown");
  const message = {
    name: input.name,
    email: input.email,
    role: input.role,
    role_other: input.role === "other" ? (input.roleOther ?? null) : null,
    reason: input.reason,
    message: input.message,
    uid: sender.uid,
  };
  const id = await saveContactMessage(message, (messageId) => supportMail(message, messageId));
  return { id };
}

/** An account deleted takes its messages and the mail about them (workflows/account-deletion.ts). */
export { deleteContactTraces } from "./repositories/contact-erasure-repository";
