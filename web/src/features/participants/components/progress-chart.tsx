// Each section's score (percent of marked answers right) across a participant's completed screenings
//: Victory's lines for the eye, and the same numbers in a table for screen readers and print.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { SectionSeries } from "@readbright/domain/progress";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { formatDay } from "../../../utils/result-labels";
import { SECTION_STYLES } from "./progress-styles";

// Victory is heavy: the lines load after the rest of the page (the table below has the numbers).
const ProgressLines = lazy(async () => ({ default: (await import("./progress-lines")).ProgressLines }));

export function ProgressChart({ series }: { series: readonly SectionSeries[] }) {
  const screenings = series[0]?.points ?? [];
  const { t } = useLingui();
  const dt = useDomainText();
  const title = t`Section scores over time`;
  const count = screenings.length;
  return (
    <figure className="progress-chart" aria-labelledby="progress-chart-title" aria-describedby="progress-chart-desc">
      <figcaption id="progress-chart-title" className="progress__subtitle">
        {title}
      </figcaption>
      <p id="progress-chart-desc" className="progress-chart__desc">
        <Trans>Percent of marked answers right in each section, at each of {count} completed screenings.</Trans>
      </p>
      <div className="progress-chart__chart" aria-hidden="true">
        <Suspense fallback={<div className="progress-chart__placeholder" />}>
          <ProgressLines series={series} />
        </Suspense>
      </div>
      <ul className="progress-chart__legend" aria-hidden="true">
        {series.map((line) => (
          <li key={line.section}>
            <svg width="28" height="10" focusable="false">
              <line x1="0" y1="5" x2="28" y2="5" stroke={SECTION_STYLES[line.section].colour} strokeWidth="3" strokeDasharray={SECTION_STYLES[line.section].dash} />
            </svg>
            {dt(SECTION_TYPE_LABELS[line.section])}
          </li>
        ))}
      </ul>
      <div className="progress-chart__table-frame">
        <table className="progress-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Screening</Trans>
              </th>
              {series.map((line) => (
                <th key={line.section} scope="col">
                  {dt(SECTION_TYPE_LABELS[line.section])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {screenings.map((screening, index) => (
              <tr key={screening.result_id}>
                <th scope="row">{formatDay(new Date(screening.date))}</th>
                {series.map((line) => {
                  const percent = line.points[index]?.percent ?? null;
                  return <td key={line.section}>{percent === null ? t`No marked answers` : `${percent}%`}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
