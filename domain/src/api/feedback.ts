// POST /api/feedback/ (spec section 7): the contact form. Public; a signed-in sender is kept with the message.
import { CONTACT_MESSAGES, contactMessageSchema } from "../contact-schemas";
import { endpoint } from "./endpoint";

/** 201 with the stored message's id. */
export const sendFeedback = endpoint<{ id: string }>()({
  method: "POST", path: "/api/feedback/", auth: "optional", body: contactMessageSchema, errors: [CONTACT_MESSAGES.tooManyMessages],
});
