// The dashboard's own figures for a school or a professional (issue 29): per assessment, how many of
// their screenings were completed and how many were flagged for a check (and why), and each section's
// mean score once at least the minimum of unflagged results stands behind it. The per-question figures
// and the reliability are on the public Evidence page, from everyone's results.
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { OwnAssessmentFigures, OwnSectionFigures } from "@readbright/domain/api/evidence-mine";
import { VALIDITY_LABELS } from "@readbright/domain/validity-words";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { paths } from "../../../config/paths";
import { count, decimal } from "../../../utils/figures";
import { useOwnEvidence } from "../api/get-own-evidence";

export const OWN_FIGURES_TITLE = "Your screenings in figures";

const COLUMNS: readonly DataTableColumn<OwnSectionFigures>[] = [
  { key: "section", header: "Section", title: true, cell: (row) => SECTION_TYPE_LABELS[row.section] },
  { key: "n", header: "Results", cell: (row) => count(row.n) },
  { key: "mean", header: "Mean score", cell: (row) => decimal(row.mean) },
  { key: "sd", header: "SD", cell: (row) => decimal(row.sd) },
];

function flagWords(assessment: OwnAssessmentFigures): string {
  const flagged = assessment.flags.filter((flag) => flag.count > 0).map((flag) => `${VALIDITY_LABELS[flag.code]} ${count(flag.count)}`);
  return flagged.length > 0 ? ` (${flagged.join(", ")})` : "";
}

function AssessmentFigures({ assessment, minimum }: { assessment: OwnAssessmentFigures; minimum: number }) {
  const name = `${assessment.band_label}, version ${assessment.version}`;
  return (
    <div className="own-figures__assessment">
      <h3>{name}</h3>
      <p>
        {count(assessment.completed)} completed, {count(assessment.flagged)} flagged for a check{flagWords(assessment)}. Mean scores show once {minimum}{" "}
        unflagged results stand behind them.
      </p>
      <DataTable label={`Section scores, ${name}`} columns={COLUMNS} rows={assessment.sections} rowKey={(row) => row.section} />
    </div>
  );
}

/** Nothing at all until there is a completed screening: the dashboard stays as it was for a new account. */
export function OwnFigures({ enabled }: { enabled: boolean }) {
  const { data } = useOwnEvidence(enabled);
  if (!data || data.assessments.length === 0) return null;
  return (
    <section className="own-figures" aria-labelledby="own-figures-title">
      <h2 id="own-figures-title">{OWN_FIGURES_TITLE}</h2>
      {data.assessments.map((assessment) => (
        <AssessmentFigures key={assessment.assessment_id} assessment={assessment} minimum={data.min_cell} />
      ))}
      <p>
        How consistent each section is and how each question works, from every school&apos;s results: <AppLink to={paths.evidence.href()}>Evidence</AppLink>.
      </p>
    </section>
  );
}
