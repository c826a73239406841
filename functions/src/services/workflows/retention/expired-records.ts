// The daily job that keeps the Privacy page's smaller promises: rate-limit and idempotency
// bookkeeping (keyed hashes of addresses, account ids) goes once it has expired, each finished day's
// hashing key with it, contact messages after RETENTION.contactMessageMonths with the e-mails each queued
// (support's copy, the sender's note), and activity-log entries after RETENTION.auditEventMonths.
import { auditEventCutoff, contactMessageCutoff } from "@readbright/domain/retention";
import { contactMailIds } from "../../contact/contact-service";
import { countDue, deleteDue } from "./repositories/expired-records-repository";
import type { DueDocuments } from "./repositories/expired-records-repository";
import { ADDRESS_KEYS, AUDIT_EVENTS, CONTACT_MESSAGE_COLLECTION, IDEMPOTENCY_KEYS, MAIL_COLLECTION, RATE_LIMITS } from "../../../db/collections";

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
  audit_events: number;
  address_keys: number;
}

export async function expireRecords({ now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {}): Promise<ExpiredRecordsReport> {
  const due: DueDocuments[] = [
    { collection: RATE_LIMITS, field: "expires_at", cutoff: now },
    { collection: IDEMPOTENCY_KEYS, field: "expires_at", cutoff: now },
    { collection: CONTACT_MESSAGE_COLLECTION, field: "created_at", cutoff: contactMessageCutoff(now), companions: { collection: MAIL_COLLECTION, ids: contactMailIds } },
    { collection: AUDIT_EVENTS, field: "created_at", cutoff: auditEventCutoff(now) },
    // The day keys of rate-limit ids: gone once their day is over, so no stored id can be reversed.
    { collection: ADDRESS_KEYS, field: "expires_at", cutoff: now },
  ];
  const found = await Promise.all(due.map(countDue));
  const deleted = dryRun ? found : await Promise.all(due.map((each) => deleteDue(each)));
  const [rate_limits = 0, idempotency_keys = 0, contact_messages = 0, audit_events = 0, address_keys = 0] = deleted;
  const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);
  return { job: "expired-records", dry_run: dryRun, checked: sum(found), deleted: sum(deleted), rate_limits, idempotency_keys, contact_messages, audit_events, address_keys };
}
