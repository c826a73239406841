// The My Tests table (spec section 2): Date, Name (not for individuals), Dyslexia risk, Link, and the
// row's actions: the test's own (Start or Continue an open test; a first test for someone listed without
// one; a new test after an abandoned one) and the row menu. A test not in English has its language by its
// date.
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useStartTest } from "../hooks/use-start-test";
import type { MyTestsRow } from "../utils/my-tests-rows";
import { NO_TEST_YET_MESSAGE, testDate } from "../../../utils/result-labels";
import { OpenTestLink } from "../../../components/open-test-link";
import { ResultRowMenu } from "./result-row-menu";
import { RowStartButton } from "./row-start-button";
import { TestLanguageTag } from "./test-language-tag";
import { TestStatus } from "../../../components/test-status";
import { VALIDITY_COLUMN_MESSAGE, ValidityBadge } from "../../../components/validity-badge";
import { againText } from "../utils/progress-copy";
import "./progress.css";


/** The test link the spec copies: the origin plus /assessment/{id}. */
export const testLink = (resultId: string): string => `${window.location.origin}${paths.assessment.href(resultId)}`;

interface MyTestsTableProps {
  rows: readonly MyTestsRow[] | undefined;
  loading: boolean;
  showName: boolean;
}

export function MyTestsTable({ rows, loading, showName }: MyTestsTableProps) {
  const { showToast } = useToast();
  const starting = useStartTest();
  const { t, i18n } = useLingui();

  async function copyLink(resultId: string) {
    try {
      await navigator.clipboard.writeText(testLink(resultId));
      showToast({ title: t`Link copied`, description: t`The test link is on your clipboard.`, tone: "success" });
    } catch {
      showToast({ title: t`Error`, description: t`The link could not be copied.`, tone: "error" });
    }
  }

  const columns: DataTableColumn<MyTestsRow>[] = [
    {
      key: "date",
      header: t`Date`,
      nowrap: true,
      // A completed test's date opens its result (the results view); an open test has no result to show.
      cell: ({ result, participant: { name } }) => {
        if (!result) return null;
        const day = testDate(result);
        const shown = result.status === "completed" ? (
          <AppLink to={paths.result.href(result.id)} carryQuery={false} aria-label={t`${day}: view result for ${name}`}>
            {day}
          </AppLink>
        ) : (
          day
        );
        return (
          <>
            {shown}
            <TestLanguageTag language={result.language} />
          </>
        );
      },
    },
    ...(showName ? [{ key: "name", header: t`Name`, cell: (row: MyTestsRow) => row.participant.name, title: true }] : []),
    {
      key: "risk",
      header: t`Dyslexia risk`,
      cell: ({ result, againOn }) =>
        result ? (
          <>
            <TestStatus result={result} />
            {againOn ? <span className="row-again">{againText(i18n, againOn)}</span> : null}
          </>
        ) : (
          t(NO_TEST_YET_MESSAGE)
        ),
    },
    { key: "validity", header: t(VALIDITY_COLUMN_MESSAGE), cell: ({ result }) => <ValidityBadge result={result} /> },
    {
      key: "link",
      header: t`Link`,
      action: true,
      cell: ({ result, participant: { name } }) =>
        result ? (
          <button type="button" className="button" aria-label={t`Copy test link for ${name}`} onClick={() => void copyLink(result.id)}>
            <Trans>Copy link</Trans>
          </button>
        ) : null,
    },
    {
      key: "actions",
      header: t`Actions`,
      action: true,
      // The test's own action and the row menu share a cell, so the table keeps its width; short of room
      // they go under each other.
      cell: ({ result, participant, untested, startAgain }) => {
        const open = startAgain ? (
          <RowStartButton participant={participant} kind="new" previousLanguage={result?.language} starting={starting} />
        ) : result ? (
          <OpenTestLink result={result} name={participant.name} />
        ) : untested ? (
          <RowStartButton participant={untested} kind="first" starting={starting} />
        ) : null;
        const menu = result ? <ResultRowMenu resultId={result.id} name={participant.name} /> : null;
        return open || menu ? (
          <span className="data-table__actions">
            {open}
            {menu}
          </span>
        ) : null;
      },
    },
  ];

  return <DataTable label={t`Tests`} columns={columns} rows={rows} rowKey={(row) => row.key} loading={loading} />;
}
