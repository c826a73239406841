// Request schema for POST /api/feedback/: the contact form's own rules, from the domain package.
export { contactMessageSchema } from "@readbright/domain/contact-schemas";
export type { ContactMessageInput } from "@readbright/domain/contact-schemas";
