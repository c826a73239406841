// What a test's row says under 'Dyslexia risk' (spec section 2): a completed test's level as a badge,
// otherwise its status in words (Not started, In progress, Abandoned).
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { needsReviewLabel, pendingReviews } from "../utils/pending-reviews";
import { RiskBadge } from "./risk-badge";

export function TestStatus({ result }: { result: Pick<ResultListItem, "status" | "risk_level" | "section_scores"> }) {
  if (result.status === "completed" && result.risk_level) {
    const pending = pendingReviews(result.section_scores);
    return (
      <>
        <RiskBadge level={result.risk_level} />
        {pending > 0 ? <span className="review-badge">{needsReviewLabel(pending)}</span> : null}
      </>
    );
  }
  return <>{RESULT_STATUS_LABELS[result.status] ?? result.status}</>;
}
