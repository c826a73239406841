// Every screening a participant took, newest first: its date (and language, when not English), status or
// risk level, and a link to its result once completed (an open test is taken up from the summary above or My Tests).
// A DataTable, so a phone shows cards.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { TestStatus } from "../../../components/test-status";
import { VALIDITY_COLUMN_MESSAGE, ValidityBadge } from "../../../components/validity-badge";
import { paths } from "../../../config/paths";
import { testDate } from "../../../utils/result-labels";
import { TestLanguageTag } from "./test-language-tag";

export function ScreeningHistory({ results, name }: { results: readonly ResultListItem[]; name: string }) {
  const { t } = useLingui();
  const columns: DataTableColumn<ResultListItem>[] = [
        {
      key: "date",
      header: t`Date`,
      title: true,
      cell: (result) => (
        <>
          {testDate(result)}
          <TestLanguageTag language={result.language} />
        </>
      ),
    },
    { key: "risk", header: t`Dyslexia risk`, cell: (result) => <TestStatus result={result} /> },
    { key: "validity", header: t(VALIDITY_COLUMN_MESSAGE), cell: (result) => <ValidityBadge result={result} /> },
    {
      key: "open",
      header: t`Result`,
      action: true,
      cell: (result) => {
        if (result.status !== "completed") return null;
        const day = testDate(result);
        return (
          <AppLink to={paths.result.href(result.id)} carryQuery={false} className="button" aria-label={t`View result of ${day} for ${name}`}>
            <Trans>View result</Trans>
          </AppLink>
        );
      },
    },
  ];
  return <DataTable label={t`Screenings`} columns={columns} rows={results} rowKey={(result) => result.id} />;
}
