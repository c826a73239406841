// The Review page: every result in the caller's scope whose spoken answers wait for a person,
// completed or still in progress, oldest first, read from the server a page at a time (decision 25). Each
// opens in the results view, which walks on to the next.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import { AppLink } from "../../../components/app-link";
import type { DataTableColumn } from "../../../components/data-table";
import { paths } from "../../../config/paths";
import { PagedTable } from "../../../components/paged-table";
import { usePendingReviewPages } from "../api/get-pending-reviews";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { PageFrame } from "../../../components/page-frame";
import { FormStatus } from "../../../components/form/form-status";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { waitingLabel } from "../../../utils/pending-reviews";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { testDate } from "../../../utils/result-labels";

export const REVIEW_TITLE = msg({ message: "Review", context: "The page's name" });
/** The link on each row (and its column's name): a verb, where the page's name is a noun in Spanish. */
const REVIEW_ACTION = msg({ message: "Review", context: "A link: open a test to mark its answers" });
export const NOTHING_TO_REVIEW = msg`Nothing to review`;

export function reviewHref(resultId: string): string {
  return `${paths.result.href(resultId)}?review=1`;
}

export function ReviewPage() {
  const pages = usePendingReviewPages();
  const { error } = pages;
  const { t } = useLingui();
  const domainText = useDomainText();
  const columns: DataTableColumn<ResultListItem>[] = [
    { key: "name", header: t`Name`, title: true, cell: (r) => r.participant.name },
    { key: "date", header: t`Date`, cell: (r) => testDate(r) },
    // A test in progress can be reviewed as it goes; its level comes once it is completed.
    { key: "status", header: t`Test`, cell: (r) => domainText(RESULT_STATUS_LABELS[r.status]) },
    { key: "waiting", header: t`Waiting`, cell: (r) => waitingLabel(r.pending_reviews, r.blind_checks) },
    {
      key: "open",
      header: t(REVIEW_ACTION),
      action: true,
      cell: (r) => {
        const name = r.participant.name;
        return (
          <AppLink to={reviewHref(r.id)} carryQuery={false} className="button" aria-label={t`Review ${name}'s answers`}>
            {t(REVIEW_ACTION)}
          </AppLink>
        );
      },
    },
  ];
  return (
    <PageFrame
      title={t(REVIEW_TITLE)}
      subtitle={t`Spoken answers waiting for a person to listen, oldest first. A blind check is an answer the machine has marked: mark it yourself without seeing its mark, so we can measure how often the machine agrees with people.`}
    >
      <FormStatus message={error ? REQUEST_FAILED.getResult : null} />
      <PagedTable
        label={t`Tests to review`}
        columns={columns}
        list={pages}
        rowKey={(r) => r.id}
        noun={t({ message: "tests", comment: "What the list holds, plural, under the table: “Showing 50 of 52 tests”, “Show more tests”" })}
        empty={{ title: t(NOTHING_TO_REVIEW), description: t`Every spoken answer has been marked.` }}
      />
    </PageFrame>
  );
}
