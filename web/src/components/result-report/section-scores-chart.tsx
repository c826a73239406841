// The per-section bar chart of a result (spec section 2, Results): each section's score over its limit
// (the share of marked answers that were right, 0 to 100 %) on a grid of 11 lines by default. The same
// numbers are in a table beside it, for screen readers and for print.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { SectionType } from "@readbright/domain/enums";
import type { SectionScoreResponse } from "@readbright/domain/api/assessment-results";
import { barSummary, DEFAULT_GRID_LINES, gridValues, sectionBars } from "./section-chart-data";

interface SectionScoresChartProps {
  scores: Partial<Record<SectionType, SectionScoreResponse>> | null;
  gridLines?: number;
}

// Victory is heavy: the bars load after the rest of the page (the table beside them has the numbers).
const SectionScoresBars = lazy(async () => ({ default: (await import("./section-scores-bars")).SectionScoresBars }));

export function SectionScoresChart({ scores, gridLines = DEFAULT_GRID_LINES }: SectionScoresChartProps) {
  const { i18n } = useLingui();
  const bars = sectionBars(scores, i18n);
  const ticks = gridValues(gridLines);
  return (
    <figure className="section-scores" aria-labelledby="section-scores-title">
      <figcaption id="section-scores-title" className="section-scores__title">
        <Trans>Scores by section</Trans>
      </figcaption>
      <div className="section-scores__chart" aria-hidden="true">
        <Suspense fallback={<div className="section-scores__placeholder" />}>
          <SectionScoresBars bars={bars} ticks={ticks} />
        </Suspense>
      </div>
      <table className="section-scores__table">
        <caption className="visually-hidden">
          <Trans>Scores by section</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans context="a part of the test">Section</Trans>
            </th>
            <th scope="col">
              <Trans>Score</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.section}>
              <th scope="row">{bar.label}</th>
              <td>{barSummary(bar, i18n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
