import { requesterOf } from "../http/requester";
import type { Handler } from "../http/types";
import { sendContactMessage } from "../services/contact-service";
import type { ContactMessageInput } from "../validation/contact-schemas";

/** POST /api/feedback/: the contact form. Public; a signed-in sender's uid is kept with the message. */
export const sendFeedbackHandler: Handler<ContactMessageInput, unknown> = async ({ body }, res) => {
  const { user, clientIp } = await requesterOf(res);
  res.status(201).json(await sendContactMessage(body, { uid: user?.uid ?? null, clientIp }));
};
