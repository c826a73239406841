// The dashboard for parents, schools and professionals (spec section 2): the overall results meter and
// the participants list, filtered together. Choosing a participant opens their results.
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import type { RiskLevel } from "@readbright/domain/enums";
import type { ReactNode } from "react";
import { AppLink } from "../../../components/app-link";
import { DataTable } from "../../../components/data-table";
import type { DataTableColumn } from "../../../components/data-table";
import { paths } from "../../../config/paths";
import { orNotAvailable } from "../../../utils/display";
import { rowRisk } from "../utils/dashboard-rows";
import type { DashboardFilters as Filters, ParticipantRow } from "../utils/dashboard-rows";
import { NO_TEST_YET_MESSAGE, testDate } from "../../../utils/result-labels";
import { DashboardFilters } from "./dashboard-filters";
import { ExportResultsButton } from "./export-results-button";
import { OpenTestLink, openTestAction } from "../../../components/open-test-link";
import { useStartTest } from "../hooks/use-start-test";
import { RowStartButton } from "./row-start-button";
import { RiskMeter } from "../../../components/risk/risk-meter";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { usePeopleText } from "../hooks/use-people-text";
import { TestStatus } from "../../../components/test-status";
import { VALIDITY_COLUMN_MESSAGE, ValidityBadge } from "../../../components/validity-badge";
import { isFlagged } from "@readbright/domain/attempts";
import { againText } from "../utils/progress-copy";
import "./progress.css";

export const NO_MATCHING_PARTICIPANTS = msg`No participants match these filters`;

interface ParticipantsSummaryProps {
  rows: readonly ParticipantRow[];
  counts: Record<RiskLevel, number>;
  loading: boolean;
  /** More of the list is on the server than on this page. */
  moreToLoad?: boolean;
  filters: Filters;
  groups: { grades: readonly { value: string; label: string }[]; sections: readonly { value: string; label: string }[] } | null;
  onFilter: (name: keyof Filters, value: string) => void;
  onClearFilters: () => void;
  onOpen: (participantId: string) => void;
  /** Below the meter: how many moved between risk levels. */
  movement?: ReactNode;
  /** How many of the meter's counts are of tests taken in Spanish (decision 50: counted apart, never pooled). */
  inSpanish?: number;
}

/**
 * The row's latest news: the risk of the last completed test as a badge, else the status of the last
 * test; and, once the attempt limit is reached, when they can be screened again.
 */
function LatestStatus({ row }: { row: ParticipantRow }) {
  const { i18n } = useLingui();
  const dt = useDomainText();
  const status = rowRisk(row) && row.latestCompleted ? <TestStatus result={row.latestCompleted} /> : row.latest ? dt(RESULT_STATUS_LABELS[row.latest.status]) : i18n._(NO_TEST_YET_MESSAGE);
  return (
    <>
      {status}
      {row.againOn ? <span className="row-again">{againText(i18n, row.againOn)}</span> : null}
    </>
  );
}

interface RowActionsProps {
  row: ParticipantRow;
  starting: ReturnType<typeof useStartTest>;
}

/**
 * An open test is started or continued. Without one (no test yet, or the last was abandoned) the row
 * offers a new test, unless the attempt limit says when (decision 36): no row is left without a way on.
 */
function RowActions({ row, starting }: RowActionsProps) {
  const { t } = useLingui();
  const { name } = row.participant;
  const openable = row.latest !== null && openTestAction(row.latest.status) !== null;
  // A completed test with validity flags is one to take again (decision 40).
  const mayStart = !openable && (row.latest?.status !== "completed" || isFlagged(row.latest)) && row.againOn === null;
  const open = openable ? (
    <OpenTestLink result={row.latest!} name={row.participant.name} />
  ) : mayStart ? (
    <RowStartButton participant={row.participant} kind="new" previousLanguage={row.latest?.language} starting={starting} />
  ) : null;
  const result = row.latestCompleted ? (
    <AppLink to={paths.result.href(row.latestCompleted.id)} carryQuery={false} className="button" aria-label={t`View result for ${name}`}>
      <Trans>View result</Trans>
    </AppLink>
  ) : null;
  if (!open && !result) return null;
  return (
    <span className="data-table__actions">
      {open}
      {result}
    </span>
  );
}

export function ParticipantsSummary({ rows, counts, loading, moreToLoad = false, filters, groups, onFilter, onClearFilters, onOpen, movement, inSpanish = 0 }: ParticipantsSummaryProps) {
  const { say } = usePeopleText();
  const { t, i18n } = useLingui();
  const starting = useStartTest();
  const columns: DataTableColumn<ParticipantRow>[] = [
    {
      key: "name",
      header: t`Name`,
      title: true,
      cell: (row) => (
        <button type="button" className="link-button" onClick={() => onOpen(row.participant.id)}>
          {row.participant.name}
        </button>
      ),
    },
    ...(groups
      ? [
          { key: "grade", header: t`Grade`, cell: (row: ParticipantRow) => orNotAvailable(row.participant.grade) },
          { key: "section", header: t`Section`, cell: (row: ParticipantRow) => orNotAvailable(row.participant.section) },
        ]
      : []),
    { key: "risk", header: t`Dyslexia risk`, cell: (row) => <LatestStatus row={row} /> },
    { key: "validity", header: t(VALIDITY_COLUMN_MESSAGE), cell: (row) => <ValidityBadge result={row.latestCompleted} /> },
    { key: "date", header: t`Date`, nowrap: true, cell: (row) => (row.latest ? testDate(row.latestCompleted ?? row.latest) : "") },
    {
      key: "actions",
      header: t`Actions`,
      action: true,
      // One cell, so the table keeps its width: an open test (the newest) is started or continued, and the
      // last completed one's result is opened.
      cell: (row) => <RowActions row={row} starting={starting} />,
    },
  ];

  return (
    <div className="participants-summary">
      <DashboardFilters filters={filters} groups={groups} onChange={onFilter} onClear={onClearFilters} />
      <div className="participants-summary__export">
        {/* Every test of the students listed: the server applies the list's filters the list's way. */}
        {/* Any test under these filters, on this page or not: one shown, one counted, or more rows to read. */}
        <ExportResultsButton filters={filters} hasResults={loading ? undefined : rows.some((row) => row.latest !== null) || Object.values(counts).some((n) => n > 0) || moreToLoad} />
      </div>
      <div className="participants-summary__grid">
        <div>
          <RiskMeter counts={counts} selected={filters.risk} onSelect={(level) => onFilter("risk", level)} />
          {inSpanish > 0 ? <p className="participants-summary__languages">{t`${plural(inSpanish, { one: "Of these, # test was taken in Spanish.", other: "Of these, # tests were taken in Spanish." })}`}</p> : null}
          {movement}
        </div>
        <DataTable
          label={say(t`Participants`)}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.participant.id}
          loading={loading}
          emptyMessage={say(i18n._(NO_MATCHING_PARTICIPANTS))}
        />
      </div>
    </div>
  );
}
