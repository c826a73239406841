// How often ReadBright's risk level matched the outcome of a full diagnostic assessment (decision 45): for
// "High" and for "High or Medium", sensitivity, specificity and predictive values with 95 % intervals, and
// the AUC of the risk score; below the minimum, only how many outcomes there are.
import type { AccuracyBand, ScreenFigures } from "@readbright/domain/api/evidence-accuracy";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { coefficientWithInterval, count, percentWithInterval } from "../../../utils/figures";

interface Row {
  key: "high" | "high_or_medium";
  name: string;
  figures: ScreenFigures;
}

const COLUMNS: readonly DataTableColumn<Row>[] = [
  { key: "name", header: "Counted as a positive screen", title: true, cell: (row) => row.name },
  { key: "sensitivity", header: "Sensitivity", cell: (row) => percentWithInterval(row.figures.sensitivity.value, row.figures.sensitivity.interval) },
  { key: "specificity", header: "Specificity", cell: (row) => percentWithInterval(row.figures.specificity.value, row.figures.specificity.interval) },
  { key: "ppv", header: "Positive predictive value", cell: (row) => percentWithInterval(row.figures.ppv.value, row.figures.ppv.interval) },
  { key: "npv", header: "Negative predictive value", cell: (row) => percentWithInterval(row.figures.npv.value, row.figures.npv.interval) },
];

export function AccuracyFigures({ band, label, minimum }: { band: AccuracyBand | undefined; label: string; minimum: number }) {
  const outcomes = band?.outcomes ?? 0;
  const counts = band ? `${count(band.identified)} identified, ${count(band.not_identified)} not identified, ${count(band.inconclusive)} inconclusive (left out).` : "";
  if (!band || !band.high || !band.high_or_medium) {
    return (
      <p>
        {count(outcomes)} diagnostic {outcomes === 1 ? "outcome has" : "outcomes have"} been recorded so far. {counts} The figures appear once there are {minimum} that
        identified dyslexia or did not.
      </p>
    );
  }
  const rows: Row[] = [
    { key: "high", name: "High", figures: band.high },
    { key: "high_or_medium", name: "High or Medium", figures: band.high_or_medium },
  ];
  return (
    <>
      <p>
        {count(outcomes)} outcomes: {counts}
      </p>
      <DataTable label={label} columns={COLUMNS} rows={rows} rowKey={(row) => row.key} />
      <p>
        Area under the curve of the risk score: <strong>{coefficientWithInterval(band.auc, band.auc_interval)}</strong> (bootstrap 95 % interval).
      </p>
    </>
  );
}
