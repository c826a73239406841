// The Activity page: who in the school or organization did what, newest first, a page at a
// time, for its admin only (the API refuses anyone else; the nav shows the link to admins only).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AuditEventResponse } from "@readbright/domain/api/audit-events";
import { auditActionLabel } from "@readbright/domain/audit";
import type { DataTableColumn } from "../../../components/data-table";
import { FormStatus } from "../../../components/form/form-status";
import { PageFrame } from "../../../components/page-frame";
import { PagedTable } from "../../../components/paged-table";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { requestMessage } from "../../../utils/request-messages";
import { useAuditEventPages } from "../api/get-audit-events";
import { usePeopleWords } from "../../../hooks/use-people-words";

export const ACTIVITY_TITLE = msg`Activity`;
export const NO_ACTIVITY = msg`No activity yet`;
export const ACTIVITY_FAILED = msg`Failed to load the activity. Please try again later.`;

/** When, in the reader's language and time zone, to the minute: "Mar 1, 2026, 9:05 AM". */
export function activityTime(i18n: I18n, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : i18n.date(date, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

export function ActivityPage() {
  const pages = useAuditEventPages();
  const { say } = usePeopleWords();
  const domainText = useDomainText();
  const { t, i18n } = useLingui();
  /** What was done, in the account's words ("Deleted a student") and the reader's language. */
  const what = (action: string): string => {
    const label = auditActionLabel(action);
    const said = say(label);
    const translated = domainText(said);
    if (translated !== said) return translated;
    // No translation of the account's own wording: the domain's general label's, else the English as said.
    const general = domainText(label);
    return general !== label ? general : said;
  };
  const columns: DataTableColumn<AuditEventResponse>[] = [
    { key: "what", header: t`What`, title: true, cell: (e) => what(e.action) },
    {
      key: "when",
      header: t`When`,
      cell: (e) => <time dateTime={e.created_at}>{activityTime(i18n, e.created_at)}</time>,
    },
    { key: "who", header: t`Who`, cell: (e) => (e.actor.email && e.actor.email !== e.actor.name ? `${e.actor.name} (${e.actor.email})` : e.actor.name) },
    // A context of its own: the shell's "About" is the link to the About Us page.
    { key: "about", header: t({ message: "About", context: "column: whom or what an event is about" }), cell: (e) => e.target_label },
    { key: "detail", header: t`Details`, cell: (e) => (e.detail ? domainText(e.detail) : "") },
  ];
  const { error } = pages;
  return (
    <PageFrame title={t(ACTIVITY_TITLE)} subtitle={t`Who played recordings, marked answers, downloaded lists and exports, deleted or invited, newest first.`}>
      <FormStatus message={error ? domainText(requestMessage(error, t(ACTIVITY_FAILED))) : null} />
      <PagedTable
        label={t`Activity`}
        columns={columns}
        list={pages}
        rowKey={(e) => e.id}
        noun={t`events`}
        empty={{ title: t(NO_ACTIVITY), description: t`Actions taken in your account will be listed here.` }}
      />
    </PageFrame>
  );
}
