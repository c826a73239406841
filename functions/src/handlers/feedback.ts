import type { sendFeedback } from "@readbright/domain/api/feedback";
import type { Handler } from "../http/types";
import { sendContactMessage } from "../services/contact/contact-service";

/** POST /api/feedback/: the contact form. Public; a signed-in sender's uid is kept with the message, and they are told it arrived. */
export const sendFeedbackHandler: Handler<typeof sendFeedback> = async ({ requester, body }, res) => {
  res.status(201).send(await sendContactMessage(body, requester));
};
