// The My Tests table (spec section 2): Date, Name (not for individuals), Dyslexia risk, Link and a row menu.
import { AppLink } from "../../../components/app-link";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import type { AssessmentResultItem } from "../api/get-assessment-results";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { riskLabel, testDate } from "../utils/result-labels";
import { ResultRowMenu } from "./result-row-menu";

/** The test link the spec copies: the origin plus /assessment/{id}. */
export const testLink = (resultId: string): string => `${window.location.origin}${paths.assessment.href(resultId)}`;

interface MyTestsTableProps {
  results: readonly AssessmentResultItem[] | undefined;
  loading: boolean;
  showName: boolean;
}

export function MyTestsTable({ results, loading, showName }: MyTestsTableProps) {
  const { showToast } = useToast();

  async function copyLink(resultId: string) {
    try {
      await navigator.clipboard.writeText(testLink(resultId));
      showToast({ title: "Link copied", description: "The test link is on your clipboard.", tone: "success" });
    } catch {
      showToast({ title: "Error", description: "The link could not be copied.", tone: "error" });
    }
  }

  const columns: DataTableColumn<AssessmentResultItem>[] = [
    {
      key: "date",
      header: "Date",
      // A completed test's date opens its result (the results view).
      cell: (r) =>
        r.status === "completed" ? (
          <AppLink to={paths.result.href(r.id)} carryQuery={false} aria-label={`${testDate(r)}: view result for ${r.participant.name}`}>
            {testDate(r)}
          </AppLink>
        ) : (
          testDate(r)
        ),
    },
    ...(showName ? [{ key: "name", header: "Name", cell: (r: AssessmentResultItem) => r.participant.name }] : []),
    { key: "risk", header: "Dyslexia risk", cell: (r) => riskLabel(r) },
    {
      key: "link",
      header: "Link",
      cell: (r) => (
        <button type="button" className="button" aria-label={`Copy test link for ${r.participant.name}`} onClick={() => void copyLink(r.id)}>
          Copy link
        </button>
      ),
    },
    {
      key: "menu",
      header: <span className="visually-hidden">Actions</span>,
      cell: (r) => <ResultRowMenu resultId={r.id} name={r.participant.name} />,
    },
  ];

  return <DataTable label="Tests" columns={columns} rows={results} rowKey={(r) => r.id} loading={loading} />;
}
