// What a test's row says under 'Dyslexia risk' (spec section 2): a completed test's level as a badge,
// otherwise its status in words (Not started, In progress, Abandoned); and, completed or in progress,
// "Needs review (N)" while spoken answers wait for a person.
import { useLingui } from "@lingui/react";
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { useDomainText } from "../lib/i18n/domain-text";
import { needsReviewLabel } from "../utils/pending-reviews";
import { RiskBadge } from "./risk/risk-badge";

export function TestStatus({ result }: { result: Pick<ResultListItem, "status" | "risk_level" | "pending_reviews"> }) {
  const { i18n } = useLingui();
  const domainText = useDomainText();
  // The space before it lets the badge wrap to its own line in a phone's card.
  const badge = result.pending_reviews > 0 ? <> <span className="review-badge">{needsReviewLabel(result.pending_reviews, i18n)}</span></> : null;
  if (result.status === "completed" && result.risk_level) {
    return (
      <>
        <RiskBadge level={result.risk_level} />
        {badge}
      </>
    );
  }
  return (
    <>
      {RESULT_STATUS_LABELS[result.status] ? domainText(RESULT_STATUS_LABELS[result.status]) : result.status}
      {badge}
    </>
  );
}
