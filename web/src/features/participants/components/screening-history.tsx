// Every screening a participant took, newest first: its date, status or risk level, and a
// link to its result once completed (an open test is taken up from the summary above or My Tests).
// A DataTable, so a phone shows cards.
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { TestStatus } from "../../../components/test-status";
import { VALIDITY_COLUMN, ValidityBadge } from "../../../components/validity-badge";
import { paths } from "../../../config/paths";
import { testDate } from "../../../utils/result-labels";

export function ScreeningHistory({ results, name }: { results: readonly ResultListItem[]; name: string }) {
  const columns: DataTableColumn<ResultListItem>[] = [
    { key: "date", header: "Date", title: true, cell: (result) => testDate(result) },
    { key: "risk", header: "Dyslexia risk", cell: (result) => <TestStatus result={result} /> },
    { key: "validity", header: VALIDITY_COLUMN, cell: (result) => <ValidityBadge result={result} /> },
    {
      key: "open",
      header: "Result",
      action: true,
      cell: (result) =>
        result.status === "completed" ? (
          <AppLink to={paths.result.href(result.id)} carryQuery={false} className="button" aria-label={`View result of ${testDate(result)} for ${name}`}>
            View result
          </AppLink>
        ) : null,
    },
  ];
  return <DataTable label="Screenings" columns={columns} rows={results} rowKey={(result) => result.id} />;
}
