// listParticipants with ?limit=&cursor=&grade=&section=&risk= (contract: domain/src/api/participants.ts):
// the dashboard's list a page at a time, filtered and sorted by name on the server, each participant with
// their tests (docs/decisions/0024).
import { listParticipants } from "@readbright/domain/api/participants";
import type { ParticipantWithResults } from "@readbright/domain/api/participants";
import type { Page } from "@readbright/domain/api/paging";
import { call } from "../../../lib/api-call";
import { paged } from "../../../lib/paged-answer";
import { useAuth } from "../../../lib/auth-context";
import { usePagedList } from "../../../lib/paged-list";
import { PARTICIPANT_PAGES } from "../../../api/refresh-lists";
import type { DashboardFilters } from "../utils/dashboard-rows";

export const PARTICIPANTS_PAGE_SIZE = 50;

export async function getParticipantPage(filters: DashboardFilters, cursor: string | null): Promise<Page<ParticipantWithResults>> {
  const query = { limit: PARTICIPANTS_PAGE_SIZE, cursor: cursor ?? undefined, grade: filters.grade || undefined, section: filters.section || undefined, risk: filters.risk || undefined };
  return paged(await call(listParticipants, { query }));
}

/** Nothing is read while `enabled` is false. */
export function useParticipantPages(filters: DashboardFilters, enabled = true) {
  const { user } = useAuth();
  const list = `${PARTICIPANT_PAGES}?grade=${encodeURIComponent(filters.grade)}&section=${encodeURIComponent(filters.section)}&risk=${filters.risk}`;
  return usePagedList(list, enabled ? (user?.uid ?? null) : null, (cursor) => getParticipantPage(filters, cursor), { keepPreviousData: true });
}
