// One mail queue (services/mail) for the contact form's and the idle warning's e-mails: the Trigger Email
// collection named once. Restored here: the commit that introduced it left this file out.
export { MAIL_COLLECTION, queueMail } from "./repositories/mail-repository";
export type { QueuedMail } from "./repositories/mail-repository";
