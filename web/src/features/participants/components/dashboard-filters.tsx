// The dashboard's filters (spec section 2): grade and section where the participants have them, risk,
// and 'Clear filters'.
import { RISK_LEVEL_LABELS, RISK_LEVELS } from "@readbright/domain/enums";
import type { DashboardFilters as Filters } from "../utils/dashboard-rows";
import { PlainSelect } from "../../../components/plain-select";

type Option = { value: string; label: string };

interface DashboardFiltersProps {
  filters: Filters;
  /** Grade and section selectors; null when the participants have no grades or sections. */
  groups: { grades: readonly Option[]; sections: readonly Option[] } | null;
  onChange: (name: keyof Filters, value: string) => void;
  onClear: () => void;
}

const RISK_OPTIONS: Option[] = RISK_LEVELS.map((level) => ({ value: level, label: RISK_LEVEL_LABELS[level] }));

export function DashboardFilters({ filters, groups, onChange, onClear }: DashboardFiltersProps) {
  const active = Boolean(filters.risk || (groups && (filters.grade || filters.section)));
  return (
    <div className="dashboard-filters" role="group" aria-label="Filters">
      {groups ? (
        <>
          <PlainSelect label="Grade" placeholder="All grades" value={filters.grade} options={groups.grades} onChange={(value) => onChange("grade", value)} />
          <PlainSelect label="Section" placeholder="All sections" value={filters.section} options={groups.sections} onChange={(value) => onChange("section", value)} />
        </>
      ) : null}
      <PlainSelect label="Risk" placeholder="All risk levels" value={filters.risk} options={RISK_OPTIONS} onChange={(value) => onChange("risk", value)} />
      <button type="button" className="button dashboard-filters__clear" disabled={!active} onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
