// Contact messages: limited per sender address, then stored for the team to answer and mailed to them. A
// sender signed in with a verified address is told by mail that it arrived (decision 51).
import type { ContactMessageInput } from "@readbright/domain/contact-schemas";
import { CONTACT_MESSAGES } from "@readbright/domain/contact-schemas";
import type { ContactReason } from "@readbright/domain/enums";
import type { AuthUser } from "../../core/caller";
import { readCallerProfile } from "../accounts/caller-scope";
import type { QueuedMail } from "../mail/queued-mail";
import { deleteContactTraces as eraseContactTraces } from "./repositories/contact-erasure-repository";
import { saveContactMessage } from "./repositories/contact-message-repository";
import { takeFromBudget } from "../rate-limits/rate-limits";
import { acknowledgementMail, acknowledgementMailId } from "./acknowledgement-mail";
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
  /** The signed-in sender, or null. */
  user: AuthUser | null;
  /** The address the request came from, or null when it is unknown. */
  clientIp: string | null;
}

/** The outbox ids of the mail a message queued: the support team's copy, and the sender's note if any. */
export function contactMailIds(messageId: string): string[] {
  return [messageId, acknowledgementMailId(messageId)];
}

/**
 * The note for a signed-in sender, to their account's verified address in their account's language. Never
 * to the address typed in the form: anyone may type anyone's, and the form would mail strangers.
 */
async function acknowledgementFor(user: AuthUser | null, reason: ContactReason): Promise<QueuedMail | null> {
  if (!user?.email || !user.emailVerified) return null;
  const { language } = await readCallerProfile(user.uid);
  return acknowledgementMail(user.email, reason, language ?? "en");
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
    uid: sender.user?.uid ?? null,
  };
  const acknowledgement = await acknowledgementFor(sender.user, input.reason);
  const id = await saveContactMessage(message, (messageId) => ({
    [messageId]: supportMail(message, messageId),
    ...(acknowledgement ? { [acknowledgementMailId(messageId)]: acknowledgement } : {}),
  }));
  return { id };
}

/** An account deleted takes its messages and the mail about them (workflows/account-deletion.ts). */
export function deleteContactTraces(uid: string, email: string | null): Promise<void> {
  return eraseContactTraces(uid, email, contactMailIds);
}
