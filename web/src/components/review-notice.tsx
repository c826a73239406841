// On the dashboard: how many tests have spoken answers waiting for a person (counted on the server: the
// summary's pending_reviews, decision 25), and the way to the Review page.
import { AppLink } from "./app-link";
import { paths } from "../config/paths";

export function reviewNoticeText(count: number): string {
  return `${count} ${count === 1 ? "test has" : "tests have"} spoken answers waiting for review.`;
}

export function ReviewNotice({ count }: { count: number }) {
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
