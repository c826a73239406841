// How often ReadBright's risk level matched the outcome of a full diagnostic assessment (decision 45): for
// "High" and for "High or Medium", sensitivity, specificity and predictive values with 95 % intervals, and
// the AUC of the risk score; below the minimum, only how many outcomes there are.
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { AccuracyBand, ScreenFigures } from "@readbright/domain/api/evidence-accuracy";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { useFigures } from "../../../utils/figures";

interface Row {
  key: "high" | "high_or_medium";
  name: string;
  figures: ScreenFigures;
}

export function AccuracyFigures({ band, label, minimum }: { band: AccuracyBand | undefined; label: string; minimum: number }) {
  const { t } = useLingui();
  const { coefficientWithInterval, count, percentWithInterval } = useFigures();
  const outcomes = band?.outcomes ?? 0;
  const identified = band?.identified ?? 0;
  const notIdentified = band?.not_identified ?? 0;
  const inconclusive = band?.inconclusive ?? 0;
  const counts = band
    ? t`${plural(identified, { one: "# identified", other: "# identified" })}, ${plural(notIdentified, { one: "# not identified", other: "# not identified" })}, ${plural(inconclusive, { one: "# inconclusive (left out).", other: "# inconclusive (left out)." })}`
    : "";
  if (!band || !band.high || !band.high_or_medium) {
    return (
      <p>
        <Plural value={outcomes} one="# diagnostic outcome has been recorded so far." other="# diagnostic outcomes have been recorded so far." /> {counts}{" "}
        <Trans>The figures appear once there are {minimum} that identified dyslexia or did not.</Trans>
      </p>
    );
  }
  const columns: readonly DataTableColumn<Row>[] = [
    { key: "name", header: t`Counted as a positive screen`, title: true, cell: (row) => row.name },
    { key: "sensitivity", header: t`Sensitivity`, cell: (row) => percentWithInterval(row.figures.sensitivity.value, row.figures.sensitivity.interval) },
    { key: "specificity", header: t`Specificity`, cell: (row) => percentWithInterval(row.figures.specificity.value, row.figures.specificity.interval) },
    { key: "ppv", header: t`Positive predictive value`, cell: (row) => percentWithInterval(row.figures.ppv.value, row.figures.ppv.interval) },
    { key: "npv", header: t`Negative predictive value`, cell: (row) => percentWithInterval(row.figures.npv.value, row.figures.npv.interval) },
  ];
  const rows: Row[] = [
    { key: "high", name: t({ message: "High", comment: "Risk level" }), figures: band.high },
    { key: "high_or_medium", name: t({ message: "High or Medium", comment: "Risk levels" }), figures: band.high_or_medium },
  ];
  const total = count(outcomes);
  const auc = coefficientWithInterval(band.auc, band.auc_interval);
  return (
    <>
      <p>
        <Trans>
          {total} outcomes: {counts}
        </Trans>
      </p>
      <DataTable label={label} columns={columns} rows={rows} rowKey={(row) => row.key} />
      <p>
        <Trans>
          Area under the curve of the risk score: <strong>{auc}</strong> (bootstrap 95 % interval).
        </Trans>
      </p>
    </>
  );
}
