// The Review page: every result in the caller's scope whose spoken answers wait for a person,
// completed or still in progress, oldest first, read from the server a page at a time (decision 25). Each
// opens in the results view, which walks on to the next.
import { RESULT_STATUS_LABELS } from "@readbright/domain/enums";
import { AppLink } from "../../../components/app-link";
import type { DataTableColumn } from "../../../components/data-table";
import { paths } from "../../../config/paths";
import { PagedTable } from "../../../components/paged-table";
import { usePendingReviewPages } from "../api/get-pending-reviews";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";
import { PageFrame } from "../../../components/page-frame";
import { FormStatus } from "../../../components/form/form-status";
import { waitingLabel } from "../../../utils/pending-reviews";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { testDate } from "../../../utils/result-labels";

export const REVIEW_TITLE = "Review";
export const NOTHING_TO_REVIEW = "Nothing to review";

export function reviewHref(resultId: string): string {
  return `${paths.result.href(resultId)}?review=1`;
}

export function ReviewPage() {
  const pages = usePendingReviewPages();
  const { error } = pages;
  const columns: DataTableColumn<ResultListItem>[] = [
    { key: "name", header: "Name", title: true, cell: (r) => r.participant.name },
    { key: "date", header: "Date", cell: (r) => testDate(r) },
    // A test in progress can be reviewed as it goes; its level comes once it is completed.
    { key: "status", header: "Test", cell: (r) => RESULT_STATUS_LABELS[r.status] },
    { key: "waiting", header: "Waiting", cell: (r) => waitingLabel(r.pending_reviews, r.blind_checks) },
    {
      key: "open",
      header: "Review",
      action: true,
      cell: (r) => (
        <AppLink to={reviewHref(r.id)} carryQuery={false} className="button" aria-label={`Review ${r.participant.name}'s answers`}>
          Review
        </AppLink>
      ),
    },
  ];
  return (
    <PageFrame title={REVIEW_TITLE} subtitle="Spoken answers waiting for a person to listen, oldest first. A blind check is an answer the machine has marked: mark it yourself without seeing its mark, so we can measure how often the machine agrees with people.">
      <FormStatus message={error ? REQUEST_FAILED.getResult : null} />
      <PagedTable
        label="Tests to review"
        columns={columns}
        list={pages}
        rowKey={(r) => r.id}
        noun="tests"
        empty={{ title: NOTHING_TO_REVIEW, description: "Every spoken answer has been marked." }}
      />
    </PageFrame>
  );
}
