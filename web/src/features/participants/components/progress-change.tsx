// "Since the previous screening": the risk level from and to, and each section's change in
// percentage points, from the domain's changeSincePrevious.
import type { ProgressChange as Change } from "@readbright/domain/progress";
import { formatDay } from "../../../utils/result-labels";
import { riskChangeText, sectionChangeText } from "../utils/progress-copy";

export function ProgressChange({ change }: { change: Change }) {
  return (
    <section className="progress-change" aria-labelledby="progress-change-title">
      <h3 id="progress-change-title" className="progress__subtitle">
        Since the previous screening
      </h3>
      <p className="progress-change__dates">
        {formatDay(new Date(change.previous.date))} to {formatDay(new Date(change.latest.date))}
      </p>
      <ul className="progress-change__list">
        <li>{riskChangeText(change.previous.risk_level, change.latest.risk_level)}</li>
        {change.sections.map((section) => (
          <li key={section.section}>{sectionChangeText(section)}</li>
        ))}
      </ul>
    </section>
  );
}
