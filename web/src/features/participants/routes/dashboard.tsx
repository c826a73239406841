// The dashboard summary (spec section 2; choices in docs/decisions/0009): an individual sees their own
// results; everyone else sees the overall meter and the participants list, and opens one participant's
// results from it (parents through the child selector too).
import { useMemo } from "react";
import type { Profile } from "@readbright/domain/profile";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import { useParticipants } from "../api/get-participants";
import { PageFrame } from "../../../components/page-frame";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { IndividualSummary } from "../components/individual-summary";
import { ParticipantPicker } from "../components/participant-picker";
import { ParticipantsSummary } from "../components/participants-summary";
import { ReviewNotice } from "../../../components/review-notice";
import { StartTestButton } from "../components/start-test-button";
import { useDashboardFilters } from "../hooks/use-dashboard-filters";
import { riskMovement } from "@readbright/domain/progress";
import { RiskMovementSummary } from "../components/risk-movement-summary";
import { distinctOptions, filterRows, matchesGroup, meterCounts, participantRows } from "../utils/dashboard-rows";
import { peopleNoun } from "../utils/progress-copy";
import { DASHBOARD_TITLE, dashboardSubtitle } from "../../../utils/page-copy";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import "../components/dashboard-summary.css";


export function DashboardPage() {
  const { data: profile } = useProfile();
  return profile ? (
    <DashboardSummary profile={profile} />
  ) : (
    <PageFrame title={DASHBOARD_TITLE}>
      <LoadingPage />
    </PageFrame>
  );
}

function DashboardSummary({ profile }: { profile: Profile }) {
  const formType = participantFormType(profile);
  const isParent = profile.user_type === "parent";
  const { filters, participantId, setFilter, clearFilters, showParticipant, showList, backToList } = useDashboardFilters();
  const { data: participants, error: participantsError, isLoading: participantsLoading } = useParticipants();
  const { data: results, error: resultsError, isLoading: resultsLoading } = useAssessmentResults();
  const loading = participantsLoading || resultsLoading;

  const rows = useMemo(() => participantRows(participants ?? [], results ?? []), [participants, results]);
  // Moves between risk levels among the participants in the chosen grade and section, like the meter.
  const movement = useMemo(() => riskMovement(rows.filter((row) => matchesGroup(row, filters)).flatMap((row) => row.results)), [rows, filters]);
  const grades = useMemo(() => distinctOptions(participants ?? [], "grade"), [participants]);
  const sections = useMemo(() => distinctOptions(participants ?? [], "section"), [participants]);
  // Schools always group by grade and section; others only when their participants have them.
  const groups = formType === "school" || grades.length > 0 || sections.length > 0 ? { grades, sections } : null;

  // An individual is their own (only) participant: the first one is shown straight away.
  const selected = formType === "individual" ? rows[0] : rows.find((row) => row.participant.id === participantId);

  let subheader = null;
  if (isParent) {
    subheader = (
      <div className="dashboard-summary__picker">
        <ParticipantPicker
          label="Child"
          placeholder="Select a child"
          participants={participants ?? []}
          loading={participantsLoading}
          value={selected?.participant.id ?? ""}
          onChange={(id) => (id ? showParticipant(id) : showList())}
        />
      </div>
    );
  } else if (formType !== "individual" && selected) {
    subheader = (
      <div className="dashboard-summary__drill">
        <button type="button" className="button" onClick={backToList}>
          <span aria-hidden="true">← </span>Back
        </button>
        <h2 className="dashboard-summary__name">{selected.participant.name}</h2>
      </div>
    );
  }

  // The participant in the address is not among the user's (deleted since, or someone else's link).
  const missing = formType !== "individual" && participantId !== "" && !loading && !selected;
  const failure = participantsError
    ? REQUEST_FAILED.fetchParticipants
    : resultsError
      ? REQUEST_FAILED.getResult
      : missing
        ? REQUEST_FAILED.loadParticipant
        : null;
  let body;
  if (loading) body = <LoadingPage />;
  else if (participantsError || resultsError) body = null;
  else if (rows.length === 0) {
    body = (
      <EmptyState
        title="No insights yet!"
        description="Your results and insights appear here once a test has been taken."
        action={<StartTestButton label="Take your first test" primary={false} />}
      />
    );
  } else if (selected) {
    body = <IndividualSummary key={selected.participant.id} row={selected} readerType={profile.user_type} isSelf={formType === "individual"} />;
  } else {
    body = (
      <ParticipantsSummary
        rows={filterRows(rows, filters)}
        counts={meterCounts(rows, filters)}
        loading={loading}
        filters={filters}
        groups={groups}
        onFilter={setFilter}
        onClearFilters={clearFilters}
        onOpen={showParticipant}
        movement={<RiskMovementSummary movement={movement} noun={peopleNoun(formType, isParent)} />}
      />
    );
  }

  return (
    <PageFrame title={DASHBOARD_TITLE} subtitle={dashboardSubtitle(profile)} actions={<StartTestButton />} subheader={subheader}>
      <FormStatus message={failure} />
      {results && formType !== "individual" ? <ReviewNotice results={results} /> : null}
      {body}
    </PageFrame>
  );
}
