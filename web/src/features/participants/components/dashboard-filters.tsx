// The dashboard's filters (spec section 2): grade and section where the participants have them, risk,
// and 'Clear filters'.
import { Trans, useLingui } from "@lingui/react/macro";
import { RISK_LEVEL_LABELS, RISK_LEVELS } from "@readbright/domain/enums";
import type { DashboardFilters as Filters } from "../utils/dashboard-rows";
import { PlainSelect } from "../../../components/plain-select";
import { useDomainText } from "../../../lib/i18n/domain-text";

type Option = { value: string; label: string };

interface DashboardFiltersProps {
  filters: Filters;
  /** Grade and section selectors; null when the participants have no grades or sections. */
  groups: { grades: readonly Option[]; sections: readonly Option[] } | null;
  onChange: (name: keyof Filters, value: string) => void;
  onClear: () => void;
}

export function DashboardFilters({ filters, groups, onChange, onClear }: DashboardFiltersProps) {
  const { t } = useLingui();
  const dt = useDomainText();
  const riskOptions: Option[] = RISK_LEVELS.map((level) => ({ value: level, label: dt(RISK_LEVEL_LABELS[level]) }));
  const active = Boolean(filters.risk || (groups && (filters.grade || filters.section)));
  return (
    <div className="dashboard-filters" role="group" aria-label={t`Filters`}>
      {groups ? (
        <>
          <PlainSelect label={t`Grade`} placeholder={t`All grades`} value={filters.grade} options={groups.grades} onChange={(value) => onChange("grade", value)} />
          <PlainSelect label={t`Section`} placeholder={t`All sections`} value={filters.section} options={groups.sections} onChange={(value) => onChange("section", value)} />
        </>
      ) : null}
      <PlainSelect label={t`Risk`} placeholder={t`All risk levels`} value={filters.risk} options={riskOptions} onChange={(value) => onChange("risk", value)} />
      <button type="button" className="button dashboard-filters__clear" disabled={!active} onClick={onClear}>
        <Trans>Clear filters</Trans>
      </button>
    </div>
  );
}
