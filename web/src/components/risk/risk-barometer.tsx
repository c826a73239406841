// The risk barometer (spec section 2, Results): a scale from low to high with a marker at the result,
// or 'Please complete the test to see the result.' while the test is not complete.
import { useLingui } from "@lingui/react/macro";
import { Trans } from "@lingui/react/macro";
import { RISK_LEVEL_LABELS, RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { riskScalePosition } from "@readbright/domain/scoring";
import { RISK_COLOURS } from "./risk-colours";
import { INCOMPLETE_RESULT } from "./risk-copy";
import { RiskBadge } from "./risk-badge";
import { useDomainText } from "../../lib/i18n/domain-text";

interface RiskBarometerProps {
  /** Null until the test is completed and scored. */
  level: RiskLevel | null;
  score: number | null;
}

/** Where the marker goes: by the score when there is one, otherwise the middle of the level's band. */
function markerPosition(level: RiskLevel, score: number | null): number {
  if (score !== null) return riskScalePosition(score);
  return (RISK_LEVELS.indexOf(level) + 0.5) / RISK_LEVELS.length;
}

export function RiskBarometer({ level, score }: RiskBarometerProps) {
  const { t } = useLingui();
  const domainText = useDomainText();
  const marked = level ? domainText(RISK_LEVEL_LABELS[level]).toLowerCase() : "";
  return (
    <section className="risk-barometer" aria-labelledby="risk-barometer-title">
      <h2 id="risk-barometer-title" className="risk-barometer__title">
        <Trans>Dyslexia risk</Trans>
      </h2>
      {level ? (
        <>
          <p className="risk-barometer__result">
            <RiskBadge level={level} withRisk />
          </p>
          <div className="risk-barometer__scale" role="img" aria-label={t`Risk scale from low to high, marked at ${marked}`}>
            {RISK_LEVELS.map((band) => (
              <span
                key={band}
                className="risk-barometer__band"
                data-current={band === level || undefined}
                style={{ background: RISK_COLOURS[band] }}
              />
            ))}
            {/* Kept off the very ends, where half of it would hang outside the scale. */}
            <span className="risk-barometer__marker" style={{ left: `${Math.min(98, Math.max(2, markerPosition(level, score) * 100))}%` }} />
          </div>
          <div className="risk-barometer__ends" aria-hidden="true">
            <span>{domainText(RISK_LEVEL_LABELS.low)}</span>
            <span>{domainText(RISK_LEVEL_LABELS.high)}</span>
          </div>
        </>
      ) : (
        <p className="risk-barometer__incomplete">{t(INCOMPLETE_RESULT)}</p>
      )}
    </section>
  );
}
