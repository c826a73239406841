// On the dashboard: how many tests have spoken answers waiting for a person, and the way to the Review page.
import { AppLink } from "./app-link";
import { paths } from "../config/paths";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { reviewQueue } from "../utils/review-queue";

export function reviewNoticeText(count: number): string {
  return `${count} ${count === 1 ? "test has" : "tests have"} spoken answers waiting for review.`;
}

export function ReviewNotice({ results }: { results: readonly ResultListItem[] }) {
  const count = reviewQueue(results).length;
  if (count === 0) return null;
  return (
    <p className="review-notice">
      {reviewNoticeText(count)}{" "}
      <AppLink to={paths.review.href()} carryQuery={false}>
        Review them
      </AppLink>
    </p>
  );
}
