// A risk level as a coloured badge that carries the word ('Low', or 'Low risk'): never colour alone. The
// one badge of the tables, the dashboard list and the results view.
import { useLingui } from "@lingui/react";
import { RISK_LEVEL_LABELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { useDomainText } from "../../lib/i18n/domain-text";
import { RISK_WITH_WORD } from "./risk-copy";
import "./risk-badge.css";

interface RiskBadgeProps {
  level: RiskLevel;
  /** 'Low risk' rather than 'Low', where no column header says what the word is about. */
  withRisk?: boolean;
}

export function RiskBadge({ level, withRisk = false }: RiskBadgeProps) {
  const { i18n } = useLingui();
  const domainText = useDomainText();
  return <span className={`risk-badge risk-badge--${level}`}>{withRisk ? i18n._(RISK_WITH_WORD[level]) : domainText(RISK_LEVEL_LABELS[level])}</span>;
}
