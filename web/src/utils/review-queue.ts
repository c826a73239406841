// The results whose spoken answers wait for review, oldest first: the Review page's list and the order
// in which the results view walks from one to the next. Tests still in progress count too: a person
// may mark what a child has said so far.
import type { ResultListItem } from "@readbright/domain/api/assessment-results";

/** When the answers were given: a completed test's end, else its start. */
const taken = (result: ResultListItem) => result.completed_at ?? result.started_at ?? result.created_at;

export function reviewQueue(results: readonly ResultListItem[]): ResultListItem[] {
  return results.filter((result) => result.pending_reviews > 0).sort((a, b) => taken(a).localeCompare(taken(b)));
}

/** The result after this one in the queue (the first, once this one is done), or null at the end. */
export function nextToReview(results: readonly ResultListItem[], currentId: string): ResultListItem | null {
  const queue = reviewQueue(results);
  const here = queue.findIndex((result) => result.id === currentId);
  return (here === -1 ? queue[0] : queue[here + 1]) ?? null;
}
