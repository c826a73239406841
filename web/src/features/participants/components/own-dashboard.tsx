// An individual's dashboard: their own (only) participant's results, shown straight away.
import { useLingui } from "@lingui/react/macro";
import type { Profile } from "@readbright/domain/profile";
import { useMemo } from "react";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { PageFrame } from "../../../components/page-frame";
import { DASHBOARD_TITLE_MESSAGE, dashboardSubtitle } from "../../../utils/page-copy";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { useParticipants } from "../api/get-participants";
import { participantRows } from "../utils/dashboard-rows";
import { IndividualSummary } from "./individual-summary";
import { StartTestButton } from "./start-test-button";

export function OwnDashboard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const participants = useParticipants();
  const results = useAssessmentResults();
  const row = useMemo(() => participantRows(participants.data ?? [], results.data ?? [])[0], [participants.data, results.data]);
  const failure = participants.error ? REQUEST_FAILED.fetchParticipants : results.error ? REQUEST_FAILED.getResult : null;

  let body;
  if (participants.isLoading || results.isLoading) body = <LoadingPage />;
  else if (failure) body = null;
  else if (!row) body = <NoInsightsYet />;
  else body = <IndividualSummary key={row.participant.id} row={row} readerType={profile.user_type} isSelf />;
  return (
    <PageFrame title={t(DASHBOARD_TITLE_MESSAGE)} subtitle={dashboardSubtitle(profile)} actions={<StartTestButton />}>
      <FormStatus message={failure} />
      {body}
    </PageFrame>
  );
}

export function NoInsightsYet() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`No insights yet!`}
      description={t`Your results and insights appear here once a test has been taken.`}
      action={<StartTestButton label={t`Take your first test`} primary={false} />}
    />
  );
}
