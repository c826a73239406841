// How often the machine's marks of spoken answers agree with a person's, from blind checks (decision 44):
// one row for the assessment, or how many pairs there are so far when there are fewer than the minimum.
import { Plural, Trans } from "@lingui/react/macro";
import type { AgreementBand } from "@readbright/domain/api/evidence-agreement";
import { useFigures } from "../../../utils/figures";

export function AgreementFigures({ band, minimum }: { band: AgreementBand | undefined; minimum: number }) {
  const { coefficient, count, percentWithInterval } = useFigures();
  const n = band?.n ?? 0;
  if (!band || band.agreement === null) {
    return (
      <p>
        <Plural value={n} one="# blind check has been marked by a person so far." other="# blind checks have been marked by a person so far." />{" "}
        <Trans>The figures appear once there are {minimum}.</Trans>
      </p>
    );
  }
  const machineRight = count(band.machine_correct_n);
  return (
    <dl className="evidence-figures">
      <div>
        <dt>
          <Trans>Blind checks marked by a person</Trans>
        </dt>
        <dd>{count(band.n)}</dd>
      </div>
      <div>
        <dt>
          <Trans>The person's mark was the machine's</Trans>
        </dt>
        <dd>{percentWithInterval(band.agreement, band.agreement_interval)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Cohen's kappa</Trans>
        </dt>
        <dd>{coefficient(band.kappa)}</dd>
      </div>
      <div>
        <dt>
          <Trans>A machine "right" that a person also marked right ({machineRight} answers)</Trans>
        </dt>
        <dd>{percentWithInterval(band.precision_of_correct, band.precision_interval)}</dd>
      </div>
    </dl>
  );
}
