// A list's 'Checks' cell: a completed test's validity flags by name ("Check: Too fast; At chance
// (Memory)"), outlined like 'Needs review', in words, never colour alone; nothing for a test without flags.
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { validityCell } from "@readbright/domain/validity-words";
import { useDomainPhrase } from "../lib/i18n/domain-text";
import "./risk/risk-badge.css";

/** The column's header, "Checks": show it with i18n._ or t. */
export const VALIDITY_COLUMN_MESSAGE = msg`Checks`;

export function ValidityBadge({ result }: { result: Pick<ResultListItem, "status" | "validity_flags"> | null }) {
  const phrase = useDomainPhrase();
  if (!result || result.status !== "completed" || !result.validity_flags?.length) return null;
  const flags = phrase(validityCell)(result.validity_flags);
  return (
    <span className="review-badge validity-badge">
      <Trans>Check: {flags}</Trans>
    </span>
  );
}
