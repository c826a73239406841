// listResults with ?pending_review=true&limit=&cursor= (contract: domain/src/api/assessment-results.ts):
// the tests with spoken answers waiting for review, oldest first, a page at a time (decision 25). The Review
// page shows them with 'Show more'; the results view walks the first page with 'Next to review'.
import { listResults } from "@readbright/domain/api/assessment-results";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import type { Page } from "@readbright/domain/api/paging";
import { call } from "../../../lib/api-call";
import { paged } from "../../../lib/paged-answer";
import { useAuth } from "../../../lib/auth-context";
import { usePagedList } from "../../../lib/paged-list";
import { PENDING_REVIEW_PAGES } from "../../../api/refresh-lists";

export const PENDING_REVIEW_PAGE_SIZE = 50;

export async function getPendingReviewPage(cursor: string | null): Promise<Page<ResultListItem>> {
  return paged(await call(listResults, { query: { pending_review: true, limit: PENDING_REVIEW_PAGE_SIZE, cursor: cursor ?? undefined } }));
}

/** One list per user; useRefreshLists reads its pages again after a review. */
export function usePendingReviewPages() {
  const { user } = useAuth();
  return usePagedList(PENDING_REVIEW_PAGES, user?.uid ?? null, getPendingReviewPage);
}
