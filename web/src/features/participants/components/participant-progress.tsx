// A participant's progress over time (decision 22): every screening, a chart of each section's
// score across the completed ones, and what changed since the previous one. With fewer than two
// completed screenings there is nothing to compare yet, and it says so.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { changeSincePrevious, completedScreenings, sectionSeries } from "@readbright/domain/progress";
import { ResultCard } from "../../../components/result-report/result-card";
import { againText, progressAfterNext, progressAfterTwo } from "../utils/progress-copy";
import { ProgressChange } from "./progress-change";
import { ProgressChart } from "./progress-chart";
import { ScreeningHistory } from "./screening-history";
import "./progress.css";

interface ParticipantProgressProps {
  /** The participant's tests, newest first. */
  results: readonly ResultListItem[];
  name: string;
  againOn: Date | null;
}

export function ParticipantProgress({ results, name, againOn }: ParticipantProgressProps) {
  const series = useMemo(() => sectionSeries(results), [results]);
  const change = useMemo(() => changeSincePrevious(results), [results]);
  const { t, i18n } = useLingui();
  return (
    <ResultCard id="progress-title" title={t`Progress`} className="progress">
      {againOn ? <p className="progress__again">{againText(i18n, againOn)}</p> : null}
      {change ? (
        <div className="progress__grid">
          <ProgressChart series={series} />
          <ProgressChange change={change} />
        </div>
      ) : (
        <p className="progress__empty">{completedScreenings(results).length === 1 ? progressAfterNext(i18n) : progressAfterTwo(i18n)}</p>
      )}
      <h3 className="progress__subtitle">
        <Trans>Screenings</Trans>
      </h3>
      <ScreeningHistory results={results} name={name} />
    </ResultCard>
  );
}
