// In the results view opened from the Review page: on to the next result waiting for review (from the
// first page of the Review page's list), or back to the list when this was the last.
import { Trans } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { nextToReview } from "../../../utils/review-queue";
import { usePendingReviewPages } from "../api/get-pending-reviews";

export function NextToReview({ currentId }: { currentId: string }) {
  const { items } = usePendingReviewPages();
  if (!items) return null;
  const next = nextToReview(items, currentId);
  return next ? (
    <AppLink className="button" to={`${paths.result.href(next.id)}?review=1`} carryQuery={false}>
      <Trans>Next to review</Trans>
    </AppLink>
  ) : (
    <AppLink className="button" to={paths.review.href()} carryQuery={false}>
      <Trans>Review list</Trans>
    </AppLink>
  );
}
