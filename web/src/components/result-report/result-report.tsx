// One result in full (spec section 2, Results): section chart, barometer, what the level means, the
// legend, next steps and a testimonial. Shown on an individual's dashboard and on the results view.
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserType } from "@readbright/domain/enums";
import { testimonialFor } from "../../config/testimonials";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { pendingReviews, provisionalText } from "../../utils/pending-reviews";
import { NEXT_STEPS, NOT_A_DIAGNOSIS, RISK_EXPLANATIONS } from "../risk/risk-copy";
import { RiskBarometer } from "../risk/risk-barometer";
import { RiskLegend } from "../risk/risk-legend";
import { ResultCard } from "./result-card";
import { SectionScoresChart } from "./section-scores-chart";
import { TestimonialCard } from "./testimonial-card";
import { ValidityNotice } from "./validity-notice";
import "./result-report.css";

interface ResultReportProps {
  result: ResultResponse;
  /** Picks the testimonial that speaks to the reader. */
  readerType?: UserType;
}

export function ResultReport({ result, readerType }: ResultReportProps) {
  const { t, i18n } = useLingui();
  const level = result.status === "completed" ? result.risk_level : null;
  const pending = level ? pendingReviews(result.section_scores) : 0;
  return (
    <div className="result-report">
      {level ? <ValidityNotice flags={result.validity_flags} /> : null}
      <div className="result-report__top">
        {result.section_scores ? (
          <div className="result-card">
            <SectionScoresChart scores={result.section_scores} />
          </div>
        ) : null}
        <div className="result-card">
          <RiskBarometer level={level} score={level ? result.risk_score : null} />
          {pending > 0 ? <p className="result-report__provisional">{provisionalText(pending, i18n)}</p> : null}
          {level ? <p className="result-report__explanation">{t(RISK_EXPLANATIONS[level])}</p> : null}
        </div>
      </div>
      <RiskLegend current={level} />
      <ResultCard id="next-steps-title" title={t`Next steps`}>
        {level ? (
          <ul className="result-report__steps">
            {NEXT_STEPS[level].map((step) => (
              <li key={step.id}>{t(step)}</li>
            ))}
          </ul>
        ) : (
          <p>
            <Trans>Next steps appear here once the test is complete.</Trans>
          </p>
        )}
        <p className="result-report__diagnosis">{t(NOT_A_DIAGNOSIS)}</p>
      </ResultCard>
      <TestimonialCard testimonial={testimonialFor(readerType)} />
    </div>
  );
}
