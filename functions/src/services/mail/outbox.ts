// The outbox: mail/{id} documents the Trigger Email extension sends (contact replies, the idle-account notice).
export { queueMail } from "./repositories/mail-repository";
export type { QueuedMail } from "./queued-mail";
