// In the results view opened from the Review page: on to the next result waiting for review, or back to
// the list when this was the last.
import { AppLink } from "../../../components/app-link";
import { paths } from "../../../config/paths";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import { nextToReview } from "../../../utils/review-queue";

export function NextToReview({ currentId }: { currentId: string }) {
  const { data } = useAssessmentResults();
  if (!data) return null;
  const next = nextToReview(data, currentId);
  return next ? (
    <AppLink className="button" to={`${paths.result.href(next.id)}?review=1`} carryQuery={false}>
      Next to review
    </AppLink>
  ) : (
    <AppLink className="button" to={paths.review.href()} carryQuery={false}>
      Review list
    </AppLink>
  );
}
