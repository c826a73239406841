// A list's 'Checks' cell: a completed test's validity flags by name ("Check: Too fast; At chance
// (Memory)"), outlined like 'Needs review', in words, never colour alone; nothing for a test without flags.
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { validityCell } from "@readbright/domain/validity-words";
import "./risk/risk-badge.css";

export const VALIDITY_COLUMN = "Checks";

export function ValidityBadge({ result }: { result: Pick<ResultListItem, "status" | "validity_flags"> | null }) {
  if (!result || result.status !== "completed" || !result.validity_flags?.length) return null;
  return <span className="review-badge validity-badge">Check: {validityCell(result.validity_flags)}</span>;
}
