// "Since the previous screening": the risk level from and to, and each section's change in
// percentage points, from the domain's changeSincePrevious.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProgressChange as Change } from "@readbright/domain/progress";
import { formatDay } from "../../../utils/result-labels";
import { riskChangeText, sectionChangeText } from "../utils/progress-copy";

export function ProgressChange({ change }: { change: Change }) {
  const { i18n } = useLingui();
  const previous = formatDay(new Date(change.previous.date));
  const latest = formatDay(new Date(change.latest.date));
  return (
    <section className="progress-change" aria-labelledby="progress-change-title">
      <h3 id="progress-change-title" className="progress__subtitle">
        <Trans>Since the previous screening</Trans>
      </h3>
      <p className="progress-change__dates">
        <Trans>
          {previous} to {latest}
        </Trans>
      </p>
      <ul className="progress-change__list">
        <li>{riskChangeText(i18n, change.previous.risk_level, change.latest.risk_level)}</li>
        {change.sections.map((section) => (
          <li key={section.section}>{sectionChangeText(i18n, section)}</li>
        ))}
      </ul>
    </section>
  );
}
