// One participant's results on the dashboard (spec section 2): the results chart and risk result of their
// most recent completed test (or, before any is complete, of the open one), with a link to the full view;
// then their progress over time.
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserType } from "@readbright/domain/enums";
import { AppLink } from "../../../components/app-link";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAssessmentResultDetail } from "../../../api/get-assessment-result";
import type { ParticipantRow } from "../utils/dashboard-rows";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { OpenTestLink } from "../../../components/open-test-link";
import { ResultReport } from "../../../components/result-report/result-report";
import { ParticipantProgress } from "./participant-progress";
import { StartTestButton } from "./start-test-button";

interface IndividualSummaryProps {
  row: ParticipantRow;
  readerType?: UserType;
  /** Whose results these are, for the empty state ("you" for an individual). */
  isSelf?: boolean;
}

export function IndividualSummary({ row, readerType, isSelf = false }: IndividualSummaryProps) {
  const shown = row.latestCompleted ?? row.latest;
  const { data: result, error, isLoading } = useAssessmentResultDetail(shown?.id);
  const { t } = useLingui();
  const { name } = row.participant;

  if (!shown) {
    return (
      <EmptyState
        title={t`No test results yet!`}
        description={isSelf ? t`Your results appear here once you have taken a test.` : t`${name}'s results appear here once they have taken a test.`}
        action={<StartTestButton label={isSelf ? t`Take your first test` : t`Start a test`} primary={false} />}
      />
    );
  }
  return (
    <section className="individual-summary" aria-label={t`Results for ${name}`}>
      <FormStatus message={error ? REQUEST_FAILED.getResult : null} />
      {isLoading ? <LoadingPage /> : null}
      {result ? (
        <>
          <ResultReport result={result} readerType={readerType} />
          <p className="individual-summary__more">
            {/* A test still open has no result to print: it is taken up again instead. */}
            {result.status === "completed" ? (
              <AppLink to={paths.result.href(result.id)} carryQuery={false} className="button">
                <Trans>Open the printable result</Trans>
              </AppLink>
            ) : (
              <OpenTestLink result={result} name={row.participant.name} primary />
            )}
          </p>
        </>
      ) : null}
      <ParticipantProgress results={row.results} name={row.participant.name} againOn={row.againOn} />
    </section>
  );
}
