// The daily job that keeps the Privacy page's smaller promises (issue 16): rate-limit and idempotency
// bookkeeping (hashed addresses, account ids) goes once it has expired, and contact messages after
// RETENTION.contactMessageMonths with the support e-mail each queued.
import { contactMessageCutoff } from "@readbright/domain/retention";
import { RATE_LIMITS } from "../rate-limits/repositories/rate-limit-repository";
import { IDEMPOTENCY_KEYS } from "../idempotency/repositories/idempotency-repository";
import { CONTACT_MESSAGE_COLLECTION } from "../contact/repositories/contact-message-repository";
import { countDue, deleteDue } from "./repositories/expired-records-repository";
import type { DueDocuments } from "./repositories/expired-records-repository";
import { MAIL_COLLECTION } from "../mail/repositories/mail-repository";

export interface ExpiredRecordsReport {
  job: "expired-records";
  dry_run: boolean;
  /** Documents past their time, found. */
  checked: number;
  /** Of those, deleted (in a dry run: that would be). */
  deleted: number;
  rate_limits: number;
  idempotency_keys: number;
  contact_messages: number;
}

export async function expireRecords({ now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<ExpiredRecordsReport> {
  const due: DueDocuments[] = [
    { collection: RATE_LIMITS, field: "expires_at", cutoff: now },
    { collection: IDEMPOTENCY_KEYS, field: "expires_at", cutoff: now },
    { collection: CONTACT_MESSAGE_COLLECTION, field: "created_at", cutoff: contactMessageCutoff(now), companion: MAIL_COLLECTION },
  ];
  const found = await Promise.all(due.map(countDue));
  const deleted = dryRun ? found : await Promise.all(due.map((each) => deleteDue(each)));
  const [rate_limits = 0, idempotency_keys = 0, contact_messages = 0] = deleted;
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  return { job: "expired-records", dry_run: dryRun, checked: sum(found), deleted: sum(deleted), rate_limits, idempotency_keys, contact_messages };
}
