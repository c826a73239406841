// What a test's row says (spec section 2, My Tests): the risk of a completed test, otherwise its status.
import { RESULT_STATUS_LABELS, RISK_LEVEL_LABELS } from "@readbright/domain/enums";
import type { ResultStatus, RiskLevel } from "@readbright/domain/enums";

export function riskLabel(result: { status: ResultStatus; risk_level: RiskLevel | null }): string {
  if (result.status === "completed" && result.risk_level) return RISK_LEVEL_LABELS[result.risk_level];
  return RESULT_STATUS_LABELS[result.status] ?? result.status;
}

/** The day a test was taken: completed, else started, else created; shown in the reader's locale. */
export function testDate(result: { created_at: string; started_at: string | null; completed_at: string | null }): string {
  const date = new Date(result.completed_at ?? result.started_at ?? result.created_at);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
