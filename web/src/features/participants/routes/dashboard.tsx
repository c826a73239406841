// The dashboard summary (spec section 2; choices in docs/decisions/0009 and 0024): an individual sees their
// own results; everyone else sees the overall meter and the participants list, read a page at a time and
// counted on the server, and opens one participant's results from it (parents through the child selector too).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Profile } from "@readbright/domain/profile";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { useParticipants } from "../api/get-participants";
import { useParticipantsSummary } from "../api/get-participants-summary";
import { PageFrame } from "../../../components/page-frame";
import { ReviewNotice } from "../../../components/review-notice";
import { ParticipantPicker } from "../components/participant-picker";
import { StartTestButton } from "../components/start-test-button";
import { useDashboardFilters } from "../hooks/use-dashboard-filters";
import { DASHBOARD_TITLE_MESSAGE, dashboardSubtitle } from "../../../utils/page-copy";
import { useParticipantRow } from "../api/get-participant-row";
import { OwnDashboard } from "../components/own-dashboard";
import { ParticipantDrillDown } from "../components/participant-drill-down";
import { ParticipantsOverview } from "../components/participants-overview";
import { OwnFigures } from "../components/own-figures";
import { hasOwnFigures } from "@readbright/domain/api/evidence-mine";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import "../components/dashboard-summary.css";

export function DashboardPage() {
  const { t } = useLingui();
  const { data: profile } = useProfile();
  if (!profile) {
    return (
      <PageFrame title={t(DASHBOARD_TITLE_MESSAGE)}>
        <LoadingPage />
      </PageFrame>
    );
  }
  return participantFormType(profile) === "individual" ? <OwnDashboard profile={profile} /> : <GroupDashboard profile={profile} />;
}

/** Parents, schools and organizations: the list, or one participant opened from it. */
function GroupDashboard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const isParent = profile.user_type === "parent";
  const dashboard = useDashboardFilters();
  const { participantId, showParticipant, showList, backToList } = dashboard;
  const overview = <ParticipantsOverview profile={profile} dashboard={dashboard} />;
  // Tests with spoken answers waiting for a person, in the whole scope: the summary's count, the same
  // request the overview's meter reads (decision 25).
  const { data: summary } = useParticipantsSummary(dashboard.filters.grade, dashboard.filters.section);

  let subheader = null;
  if (isParent) subheader = <ChildPicker value={participantId} onChange={(id) => (id ? showParticipant(id) : showList())} />;
  else if (participantId) {
    subheader = (
      <div className="dashboard-summary__drill">
        <button type="button" className="button" onClick={backToList}>
          <span aria-hidden="true">← </span>
          <Trans>Back</Trans>
        </button>
        <DrillName id={participantId} />
      </div>
    );
  }

  return (
    <PageFrame title={t(DASHBOARD_TITLE_MESSAGE)} subtitle={dashboardSubtitle(profile)} actions={<StartTestButton />} subheader={subheader}>
      {summary ? <ReviewNotice count={summary.pending_reviews} /> : null}
      {participantId ? <ParticipantDrillDown id={participantId} readerType={profile.user_type} fallback={overview} /> : overview}
      {participantId ? null : <OwnFigures enabled={hasOwnFigures(profile)} />}
    </PageFrame>
  );
}

/** A parent's children are few: the selector lists them all. */
function ChildPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data: participants, isLoading, error } = useParticipants();
  const { t } = useLingui();
  return (
    <div className="dashboard-summary__picker">
      <ParticipantPicker label={t`Child`} placeholder={t`Select a child`} participants={participants ?? []} loading={isLoading} value={value} onChange={onChange} />
      <FormStatus message={error ? REQUEST_FAILED.fetchParticipants : null} />
    </div>
  );
}

function DrillName({ id }: { id: string }) {
  const { row } = useParticipantRow(id);
  return <h2 className="dashboard-summary__name">{row?.participant.name ?? ""}</h2>;
}
