// Everything the live results say about one assessment (an age band's test): its sections' consistency,
// its questions, its validity flags, its marking agreement and its screening accuracy.
import { Trans, useLingui } from "@lingui/react/macro";
import type { EvidenceAssessment } from "@readbright/domain/api/evidence";
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import type { AccuracyBand } from "@readbright/domain/api/evidence-accuracy";
import { VALIDITY_LABELS } from "@readbright/domain/validity-words";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { assessmentName } from "../../../utils/assessment-name";
import { useFigures } from "../../../utils/figures";
import { itemLabels } from "../utils/item-labels";
import { AccuracyFigures } from "./accuracy-table";
import { AgreementFigures } from "./agreement-table";
import { ItemChart } from "./item-chart";
import { ItemTable } from "./item-table";
import { ReliabilityTable } from "./reliability-table";

interface Props {
  assessment: EvidenceAssessment;
  agreement: AgreementBand | undefined;
  accuracy: AccuracyBand | undefined;
  minimum: number;
}

function FlagCounts({ assessment, minimum }: { assessment: EvidenceAssessment; minimum: number }) {
  const { t } = useLingui();
  const text = useDomainText();
  const { count } = useFigures();
  if (assessment.completed === null) {
    return (
      <p>
        <Trans>Fewer than {minimum} completed screenings so far: no figures yet.</Trans>
      </p>
    );
  }
  const completed = count(assessment.completed);
  const flagged = count(assessment.flagged);
  return (
    <>
      <p>
        <Trans>
          {completed} completed screenings, {flagged} of them flagged. Flagged results are left out of every figure above.
        </Trans>
      </p>
      <ul className="evidence-flags">
        {assessment.flags.map((flag) => (
          <li key={flag.code}>
            {text(VALIDITY_LABELS[flag.code])}: {flag.count === null ? t`fewer than ${minimum}` : count(flag.count)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function AssessmentEvidence({ assessment, agreement, accuracy, minimum }: Props) {
  const { i18n, t } = useLingui();
  const text = useDomainText();
  const name = assessmentName(i18n, text(assessment.band_label), assessment.version, assessment.language);
  const id = `evidence-${assessment.assessment_id}`;
  const labels = itemLabels(assessment.items, text);
  // A test with too few results for any figure (a new version, the Spanish test at first) is named and
  // says so, rather than showing tables of dashes.
  const nothingYet = assessment.completed === null && (agreement?.n ?? 0) < minimum && (accuracy?.outcomes ?? 0) < minimum;
  if (nothingYet) {
    return (
      <section aria-labelledby={id} className="evidence-assessment">
        <h2 id={id}>{name}</h2>
        <p>
          <Trans>Fewer than {minimum} completed screenings so far: no figures yet.</Trans>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="evidence-assessment">
      <h2 id={id}>{name}</h2>
      <h3>
        <Trans>How consistent each section is</Trans>
      </h3>
      <ReliabilityTable label={t`Sections, ${name}`} sections={assessment.sections} />
      <h3>
        <Trans>How each question works</Trans>
      </h3>
      <ItemChart items={assessment.items} title={t`Questions of ${name}: share right against point-biserial`} />
      <ItemTable label={t`Questions, ${name}`} items={assessment.items} labels={labels} />
      <h3>
        <Trans>Results flagged for a check</Trans>
      </h3>
      <FlagCounts assessment={assessment} minimum={minimum} />
      <h3>
        <Trans>The machine's marks against a person's</Trans>
      </h3>
      <AgreementFigures band={agreement} minimum={minimum} />
      <h3>
        <Trans>Risk levels against diagnostic assessments</Trans>
      </h3>
      <AccuracyFigures band={accuracy} label={t`Screening accuracy, ${name}`} minimum={minimum} />
    </section>
  );
}
