// The tests of a scope with spoken answers waiting for review (decision 25): the Review page's list, a
// page at a time and oldest first, and the dashboard notice's count. Results stored before the count
// (no `pending_reviews`) are found by the counts falling short of the scope's total and healed once.
import type { Page } from "@readbright/domain/api/paging";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { decodeCursor, encodeCursor } from "../paging/cursor";
import type { PageRequest } from "../paging/cursor";
import { countPendingState, listPendingResults, resultsWithoutPendingCount } from "./repositories/pending-review-repository";
import { healPendingReviews } from "./result-changes";
import type { ResultQuery } from "./repositories/result-list-repository";
import { presentResultListItem } from "./participant-presenter";

/** A scope's results: the query and, for an owner, private results only (not a school's they left). */
export interface ResultScope {
  query: ResultQuery;
  privateOnly: boolean;
}

/** Heals this many legacy results at once: a few transactions in flight, not thousands. */
const HEAL_AT_ONCE = 10;

/**
 * How many of the scope's tests wait for review. When some results have no count yet (stored before
 * it), they get it from their answers first, and the scope is counted again. True in `healed` then.
 */
export async function countPendingReviews(scope: ResultScope): Promise<{ count: number; healed: boolean }> {
  const state = await countPendingState(scope.query, scope.privateOnly);
  if (state.awaiting + state.settled >= state.total) return { count: state.awaiting, healed: false };
  const missing = await resultsWithoutPendingCount(scope.query, scope.privateOnly);
  for (let start = 0; start < missing.length; start += HEAL_AT_ONCE) await Promise.all(missing.slice(start, start + HEAL_AT_ONCE).map(healPendingReviews));
  return { count: (await countPendingState(scope.query, scope.privateOnly)).awaiting, healed: true };
}

/** Where the page ends: when the test began (every test with answers has begun) and its id. */
const cursorOf = (result: { started_at: Date | null; created_at: Date; id: string }) => encodeCursor({ value: (result.started_at ?? result.created_at).getTime(), id: result.id });

/** The whole pending list, for `?pending_review=true` without `limit` (the spec's array form). */
export async function listPendingReviews(scope: ResultScope | null): Promise<ResultListItem[]> {
  if (!scope) return [];
  // Counted first so that results stored before the count are healed, and listed.
  await countPendingReviews(scope);
  const { items } = await listPendingResults(scope.query, scope.privateOnly, null, null);
  return items.map((result) => presentResultListItem(result));
}

/** One page of it, its total the scope's count; read together with the count, and again if that healed results. */
export async function listPendingReviewPage(scope: ResultScope | null, page: PageRequest): Promise<Page<ResultListItem>> {
  if (!scope) return { items: [], next_cursor: null, total: 0 };
  const after = page.cursor ? decodeCursor(page.cursor, "number") : null;
  const read = () => listPendingResults(scope.query, scope.privateOnly, page.limit, after && { startedAt: Number(after.value), id: after.id });
  const [first, { count, healed }] = await Promise.all([read(), countPendingReviews(scope)]);
  const { items, more } = healed ? await read() : first;
  const last = items.at(-1);
  return { items: items.map((result) => presentResultListItem(result)), next_cursor: more && last ? cursorOf(last) : null, total: count };
}
