// How often the machine's marks of spoken answers agree with a person's, from blind checks (decision 44):
// one row for the assessment, or how many pairs there are so far when there are fewer than the minimum.
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import { coefficient, count, percentWithInterval } from "../../../utils/figures";

export function AgreementFigures({ band, minimum }: { band: AgreementBand | undefined; minimum: number }) {
  const n = band?.n ?? 0;
  if (!band || band.agreement === null) {
    return (
      <p>
        {count(n)} blind {n === 1 ? "check has" : "checks have"} been marked by a person so far. The figures appear once there are {minimum}.
      </p>
    );
  }
  return (
    <dl className="evidence-figures">
      <div>
        <dt>Blind checks marked by a person</dt>
        <dd>{count(band.n)}</dd>
      </div>
      <div>
        <dt>The person's mark was the machine's</dt>
        <dd>{percentWithInterval(band.agreement, band.agreement_interval)}</dd>
      </div>
      <div>
        <dt>Cohen's kappa</dt>
        <dd>{coefficient(band.kappa)}</dd>
      </div>
      <div>
        <dt>A machine "right" that a person also marked right ({count(band.machine_correct_n)} answers)</dt>
        <dd>{percentWithInterval(band.precision_of_correct, band.precision_interval)}</dd>
      </div>
    </dl>
  );
}
