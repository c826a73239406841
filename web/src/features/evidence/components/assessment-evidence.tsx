// Everything the live results say about one assessment (an age band's test): its sections' consistency,
// its questions, its validity flags, its marking agreement and its screening accuracy.
import type { EvidenceAssessment } from "@readbright/domain/api/evidence";
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import type { AccuracyBand } from "@readbright/domain/api/evidence-accuracy";
import { VALIDITY_LABELS } from "@readbright/domain/validity-words";
import { count } from "../../../utils/figures";
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
  if (assessment.completed === null) return <p>Fewer than {minimum} completed screenings so far: no figures yet.</p>;
  return (
    <>
      <p>
        {count(assessment.completed)} completed screenings, {count(assessment.flagged)} of them flagged. Flagged results are left out of every figure
        above.
      </p>
      <ul className="evidence-flags">
        {assessment.flags.map((flag) => (
          <li key={flag.code}>
            {VALIDITY_LABELS[flag.code]}: {flag.count === null ? `fewer than ${minimum}` : count(flag.count)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function AssessmentEvidence({ assessment, agreement, accuracy, minimum }: Props) {
  const name = `${assessment.band_label}, version ${assessment.version}`;
  const id = `evidence-${assessment.assessment_id}`;
  const labels = itemLabels(assessment.items);
  return (
    <section aria-labelledby={id} className="evidence-assessment">
      <h2 id={id}>{name}</h2>
      <h3>How consistent each section is</h3>
      <ReliabilityTable label={`Sections, ${name}`} sections={assessment.sections} />
      <h3>How each question works</h3>
      <ItemChart items={assessment.items} title={`Questions of ${name}: share right against point-biserial`} />
      <ItemTable label={`Questions, ${name}`} items={assessment.items} labels={labels} />
      <h3>Results flagged for a check</h3>
      <FlagCounts assessment={assessment} minimum={minimum} />
      <h3>The machine's marks against a person's</h3>
      <AgreementFigures band={agreement} minimum={minimum} />
      <h3>Risk levels against diagnostic assessments</h3>
      <AccuracyFigures band={accuracy} label={`Screening accuracy, ${name}`} minimum={minimum} />
    </section>
  );
}
