// The Low / Medium / High legend of a result, marking the result's own level.
import { Trans, useLingui } from "@lingui/react/macro";
import { RISK_LEVEL_LABELS, RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { ResultCard } from "../result-report/result-card";
import { RISK_COLOURS } from "./risk-colours";
import { RISK_LEGEND } from "./risk-copy";
import { useDomainText } from "../../lib/i18n/domain-text";

export function RiskLegend({ current }: { current: RiskLevel | null }) {
  const { t } = useLingui();
  const domainText = useDomainText();
  return (
    <ResultCard id="risk-legend-title" title={t`What the levels mean`}>
      <ul className="risk-legend">
        {RISK_LEVELS.map((level) => (
          <li key={level} className="risk-legend__item" aria-current={level === current || undefined}>
            <span className="risk-legend__swatch" style={{ background: RISK_COLOURS[level] }} aria-hidden="true" />
            <strong>{domainText(RISK_LEVEL_LABELS[level])}</strong>
            {level === current ? (
              <span className="risk-legend__this">
                {" "}
                <Trans>(this result)</Trans>
              </span>
            ) : null}
            : {t(RISK_LEGEND[level])}
          </li>
        ))}
      </ul>
    </ResultCard>
  );
}
