// GET /api/audit-events/: the audit log of the caller's school or organization, newest first, a page at
// a time (docs/decisions/0029-audit-log.md). Only its admin may read it.
import type { AuditAction, AuditTargetType } from "../audit";
import { endpoint } from "./endpoint";
import { pageQuerySchema, PAGING_MESSAGES } from "./paging";
import type { Page } from "./paging";

export const AUDIT_MESSAGES = {
  notAdmin: "Only a school or organization admin can read the activity log",
} as const;

/** How many events the Activity page reads at a time (and what the list answers without a limit). */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditEventResponse {
  id: string;
  action: AuditAction;
  /** The person who did it, as they were named when they did it. */
  actor: { uid: string; name: string; email: string | null };
  target_type: AuditTargetType;
  target_id: string | null;
  /** What it was about, in words (a participant's name, an invited address), copied when it happened. */
  target_label: string;
  /** More about it, when there is more: a question, the filters of an export. */
  detail: string | null;
  created_at: string;
}

/** Always a Page: without `limit`, the first AUDIT_PAGE_SIZE events. */
export const listAuditEvents = endpoint<Page<AuditEventResponse>>()({
  method: "GET", path: "/api/audit-events/", auth: "verified", query: pageQuerySchema, errors: [AUDIT_MESSAGES.notAdmin, ...Object.values(PAGING_MESSAGES)],
});
