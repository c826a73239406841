// The order in which the results view walks from one test waiting for review to the next: the Review
// page's list as the server sends it (tests with spoken answers waiting, in progress or completed, oldest
// first: decision 25).
import type { ResultListItem } from "@readbright/domain/api/assessment-results";

/** The result after this one in the list (the first, once this one has left it), or null at the end. */
export function nextToReview(queue: readonly ResultListItem[], currentId: string): ResultListItem | null {
  const here = queue.findIndex((result) => result.id === currentId);
  return (here === -1 ? queue[0] : queue[here + 1]) ?? null;
}
