// The results whose spoken answers wait for review, oldest first: the Review page's list and the order
// in which the results view walks from one to the next.
import type { AssessmentResultItem } from "../api/get-assessment-results";
import { pendingReviews } from "./pending-reviews";

export function reviewQueue(results: readonly AssessmentResultItem[]): AssessmentResultItem[] {
  const taken = (result: AssessmentResultItem) => result.completed_at ?? result.created_at;
  return results
    .filter((result) => result.status === "completed" && pendingReviews(result.section_scores) > 0)
    .sort((a, b) => taken(a).localeCompare(taken(b)));
}

/** The result after this one in the queue (the first, once this one is done), or null at the end. */
export function nextToReview(results: readonly AssessmentResultItem[], currentId: string): AssessmentResultItem | null {
  const queue = reviewQueue(results);
  const here = queue.findIndex((result) => result.id === currentId);
  return (here === -1 ? queue[0] : queue[here + 1]) ?? null;
}
