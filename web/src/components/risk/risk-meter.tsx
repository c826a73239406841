// The overall results meter (spec section 2): a half-ring of low, medium and high results with the total
// in the centre. One level can be selected at a time, by its segment or by its button in the legend
// (the buttons are what keyboard and screen-reader users use: an SVG segment is not focusable).
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { RISK_LEVELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import { riskSummary } from "@readbright/domain/scoring";
import { RISK_COLOURS } from "./risk-colours";
import { RISK_WITH_WORD } from "./risk-copy";
import type { RingSlice } from "./risk-meter-ring";
import "./risk-meter.css";

interface RiskMeterProps {
  counts: Readonly<Record<RiskLevel, number>>;
  selected: RiskLevel | "";
  /** Called with the level to select, or "" to clear the selection. */
  onSelect: (level: RiskLevel | "") => void;
}

// Victory is heavy: it loads with the ring, after the rest of the dashboard.
const RiskMeterRing = lazy(async () => ({ default: (await import("./risk-meter-ring")).RiskMeterRing }));

export function RiskMeter({ counts, selected, onSelect }: RiskMeterProps) {
  const { t } = useLingui();
  const total = RISK_LEVELS.reduce((sum, level) => sum + counts[level], 0);
  const shares = riskSummary(counts);
  const empty = total === 0;
  // With nothing to show, three equal grey segments keep the ring's shape.
  const data: RingSlice[] = RISK_LEVELS.map((level) => ({ x: level, y: empty ? 1 : counts[level] }));
  const toggle = (level: RiskLevel) => onSelect(selected === level ? "" : level);

  return (
    <section className="risk-meter" aria-labelledby="risk-meter-title">
      <h2 id="risk-meter-title" className="risk-meter__title">
        <Trans>Overall results</Trans>
      </h2>
      <div className="risk-meter__chart">
        <div aria-hidden="true">
          <Suspense fallback={<div className="risk-meter__ring-placeholder" />}>
            <RiskMeterRing data={data} placeholder={empty} selected={selected} onToggle={toggle} />
          </Suspense>
        </div>
        <p className="risk-meter__total">
          <span className="risk-meter__count">{total}</span>
          <span className="risk-meter__unit">
            {/* The count is drawn apart from its word: English and Spanish both say one, or many. */}
            {total === 1 ? t`assessment` : t`assessments`}
          </span>
        </p>
      </div>
      <div className="risk-meter__legend" role="group" aria-label={t`Show one risk level`}>
        {RISK_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            className="risk-meter__level"
            aria-pressed={selected === level}
            onClick={() => toggle(level)}
          >
            <span className="risk-meter__swatch" style={{ background: RISK_COLOURS[level] }} aria-hidden="true" />
            <span>
              {t(RISK_WITH_WORD[level])}: {counts[level]} ({shares[level]}%)
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

