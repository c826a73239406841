// A participant's progress over time (decision 22): every screening, a chart of each section's
// score across the completed ones, and what changed since the previous one. With fewer than two
// completed screenings there is nothing to compare yet, and it says so.
import { useMemo } from "react";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { changeSincePrevious, completedScreenings, sectionSeries } from "@readbright/domain/progress";
import { ResultCard } from "../../../components/result-report/result-card";
import { againText, PROGRESS_AFTER_NEXT, PROGRESS_AFTER_TWO } from "../utils/progress-copy";
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
  return (
    <ResultCard id="progress-title" title="Progress" className="progress">
      {againOn ? <p className="progress__again">{againText(againOn)}</p> : null}
      {change ? (
        <div className="progress__grid">
          <ProgressChart series={series} />
          <ProgressChange change={change} />
        </div>
      ) : (
        <p className="progress__empty">{completedScreenings(results).length === 1 ? PROGRESS_AFTER_NEXT : PROGRESS_AFTER_TWO}</p>
      )}
      <h3 className="progress__subtitle">Screenings</h3>
      <ScreeningHistory results={results} name={name} />
    </ResultCard>
  );
}
