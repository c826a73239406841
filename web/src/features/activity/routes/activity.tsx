// The Activity page: who in the school or organization did what, newest first, a page at a
// time, for its admin only (the API refuses anyone else; the nav shows the link to admins only).
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import { auditActionLabel } from "@readbright/domain/audit";
import type { DataTableColumn } from "../../../components/data-table";
import { FormStatus } from "../../../components/form/form-status";
import { PageFrame } from "../../../components/page-frame";
import { PagedTable } from "../../../components/paged-table";
import { requestMessage } from "../../../utils/request-messages";
import { useAuditEventPages } from "../api/get-audit-events";
import { usePeopleWords } from "../../../hooks/use-people-words";

export const ACTIVITY_TITLE = "Activity";
export const NO_ACTIVITY = "No activity yet";
export const ACTIVITY_FAILED = "Failed to load the activity. Please try again later.";

/** When, in the reader's locale and time zone, to the minute: "Mar 1, 2026, 9:05 AM". */
export function activityTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString(undefined, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/** The log's columns; what was done in the account's words ("Deleted a student"). */
const columnsFor = (say: (message: string) => string): DataTableColumn<AuditEventResponse>[] => [
  { key: "what", header: "What", title: true, cell: (e) => say(auditActionLabel(e.action)) },
  {
    key: "when",
    header: "When",
    cell: (e) => <time dateTime={e.created_at}>{activityTime(e.created_at)}</time>,
  },
  { key: "who", header: "Who", cell: (e) => (e.actor.email && e.actor.email !== e.actor.name ? `${e.actor.name} (${e.actor.email})` : e.actor.name) },
  { key: "about", header: "About", cell: (e) => e.target_label },
  { key: "detail", header: "Details", cell: (e) => e.detail ?? "" },
];

export function ActivityPage() {
  const pages = useAuditEventPages();
  const columns = columnsFor(usePeopleWords().say);
  const { error } = pages;
  return (
    <PageFrame title={ACTIVITY_TITLE} subtitle="Who played recordings, marked answers, downloaded lists and exports, deleted or invited, newest first.">
      <FormStatus message={error ? requestMessage(error, ACTIVITY_FAILED) : null} />
      <PagedTable
        label="Activity"
        columns={columns}
        list={pages}
        rowKey={(e) => e.id}
        noun="events"
        empty={{ title: NO_ACTIVITY, description: "Actions taken in your account will be listed here." }}
      />
    </PageFrame>
  );
}
