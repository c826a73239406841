// A risk level as a coloured badge that carries the word ('Low', or 'Low risk'): never colour alone. The
// one badge of the tables, the dashboard list and the results view.
import { RISK_LEVEL_LABELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import "./risk-badge.css";

interface RiskBadgeProps {
  level: RiskLevel;
  /** 'Low risk' rather than 'Low', where no column header says what the word is about. */
  withRisk?: boolean;
}

export function RiskBadge({ level, withRisk = false }: RiskBadgeProps) {
  return <span className={`risk-badge risk-badge--${level}`}>{`${RISK_LEVEL_LABELS[level]}${withRisk ? " risk" : ""}`}</span>;
}
