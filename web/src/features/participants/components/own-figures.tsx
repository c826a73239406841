// The dashboard's own figures for a school or a professional (issue 29): per assessment, how many of
// their screenings were completed and how many were flagged for a check (and why), and each section's
// mean score once at least the minimum of unflagged results stands behind it. The per-question figures
// and the reliability are on the public Evidence page, from everyone's results.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SECTION_TYPE_LABELS } from "@readbright/domain/enums";
import type { OwnAssessmentFigures, OwnSectionFigures } from "@readbright/domain/api/evidence-mine";
import { VALIDITY_LABELS } from "@readbright/domain/validity-words";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { paths } from "../../../config/paths";
import { assessmentName } from "../../../utils/assessment-name";
import { useFigures } from "../../../utils/figures";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { useOwnEvidence } from "../api/get-own-evidence";

export const OWN_FIGURES_TITLE = msg`Your screenings in figures`;

function flagWords(assessment: OwnAssessmentFigures, dt: (text: string) => string, count: (value: number) => string): string {
  const flagged = assessment.flags.filter((flag) => flag.count > 0).map((flag) => `${dt(VALIDITY_LABELS[flag.code])} ${count(flag.count)}`);
  return flagged.length > 0 ? ` (${flagged.join(", ")})` : "";
}

function AssessmentFigures({ assessment, minimum }: { assessment: OwnAssessmentFigures; minimum: number }) {
  const { i18n, t } = useLingui();
  const dt = useDomainText();
  const { count, decimal } = useFigures();
  const columns: readonly DataTableColumn<OwnSectionFigures>[] = [
    { key: "section", header: t({ message: "Section", context: "part of the test" }), title: true, cell: (row) => dt(SECTION_TYPE_LABELS[row.section]) },
    { key: "n", header: t`Results`, cell: (row) => count(row.n) },
    { key: "mean", header: t`Mean score`, cell: (row) => decimal(row.mean) },
    { key: "sd", header: t({ message: "SD", comment: "standard deviation, as a table's column header" }), cell: (row) => decimal(row.sd) },
  ];
  const name = assessmentName(i18n, dt(assessment.band_label), assessment.version, assessment.language);
  const completed = count(assessment.completed);
  const flagged = count(assessment.flagged);
  const flags = flagWords(assessment, dt, count);
  return (
    <div className="own-figures__assessment">
      <h3>{name}</h3>
      <p>
        <Trans>
          {completed} completed, {flagged} flagged for a check{flags}. Mean scores show once {minimum} unflagged results stand behind them.
        </Trans>
      </p>
      <DataTable label={t`Section scores, ${name}`} columns={columns} rows={assessment.sections} rowKey={(row) => row.section} />
    </div>
  );
}

/** Nothing at all until there is a completed screening: the dashboard stays as it was for a new account. */
export function OwnFigures({ enabled }: { enabled: boolean }) {
  const { data } = useOwnEvidence(enabled);
  const { i18n } = useLingui();
  if (!data || data.assessments.length === 0) return null;
  return (
    <section className="own-figures" aria-labelledby="own-figures-title">
      <h2 id="own-figures-title">{i18n._(OWN_FIGURES_TITLE)}</h2>
      {data.assessments.map((assessment) => (
        <AssessmentFigures key={assessment.assessment_id} assessment={assessment} minimum={data.min_cell} />
      ))}
      <p>
        <Trans>
          How consistent each section is and how each question works, from every school&apos;s results: <AppLink to={paths.evidence.href()}>Evidence</AppLink>.
        </Trans>
      </p>
    </section>
  );
}
