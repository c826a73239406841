// listAuditEvents with ?limit=&cursor= (contract: domain/src/api/audit-events.ts): the school's or
// organization's activity, newest first, a page at a time; the Activity page shows it with 'Show more'.
import { AUDIT_PAGE_SIZE, listAuditEvents } from "@readbright/domain/api/audit-events";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import type { Page } from "@readbright/domain/api/paging";
import { call } from "../../../lib/api-call";
import { useAuth } from "../../../lib/auth-context";
import { usePagedList } from "../../../lib/paged-list";

export const AUDIT_EVENT_PAGES = "audit-event-pages";

export function getAuditEventPage(cursor: string | null): Promise<Page<AuditEventResponse>> {
  return call(listAuditEvents, { query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined } });
}

/** One list per user, read when the page opens (always afresh: it is a log of what happened since). */
export function useAuditEventPages() {
  const { user } = useAuth();
  return usePagedList(AUDIT_EVENT_PAGES, user?.uid ?? null, getAuditEventPage);
}
