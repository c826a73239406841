// The dashboard's list for parents, schools and organizations: the meter, the moves between risk levels
// and the filters' options from the server's counts (getParticipantsSummary), the participants a
// page at a time, filtered on the server (docs/decisions/0024-risk-on-the-participant.md).
import { useLingui } from "@lingui/react";
import type { Profile } from "@readbright/domain/profile";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { useMemo } from "react";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { ShowMore } from "../../../components/show-more";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { useParticipantPages } from "../api/get-participant-pages";
import { useParticipantsSummary } from "../api/get-participants-summary";
import type { useDashboardFilters } from "../hooks/use-dashboard-filters";
import { participantRows } from "../utils/dashboard-rows";
import { peopleNoun } from "../utils/progress-copy";
import { peopleText } from "../hooks/use-people-text";
import { NoInsightsYet } from "./own-dashboard";
import { ParticipantsSummary } from "./participants-summary";
import { RiskMovementSummary } from "./risk-movement-summary";

const NO_COUNTS = { low: 0, medium: 0, high: 0 };
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface ParticipantsOverviewProps {
  profile: Profile;
  dashboard: ReturnType<typeof useDashboardFilters>;
}

export function ParticipantsOverview({ profile, dashboard }: ParticipantsOverviewProps) {
  const { filters, setFilter, clearFilters, showParticipant } = dashboard;
  const formType = participantFormType(profile);
  const { i18n } = useLingui();
  const noun = peopleNoun(i18n, formType, profile.user_type === "parent");
  const summary = useParticipantsSummary(filters.grade, filters.section);
  const pages = useParticipantPages(filters);
  const rows = useMemo(() => participantRows(pages.items ?? [], (pages.items ?? []).flatMap((p) => p.results)), [pages.items]);

  // Each participant is counted once, in the language of their latest test: the Spanish part of the meter.
  const inSpanish = Object.values(summary.data?.risk_counts_by_language?.es ?? {}).reduce((sum, count) => sum + count, 0);
  const grades = summary.data?.grades ?? [];
  const sections = summary.data?.sections ?? [];
  // Schools always group by grade and section; others only when their participants have them.
  const groups = formType === "school" || grades.length > 0 || sections.length > 0 ? { grades: options(grades), sections: options(sections) } : null;

  if (summary.error || pages.error) return <FormStatus message={peopleText(i18n, profile.user_type).say(REQUEST_FAILED.fetchParticipants)} />;
  if (!summary.data && summary.isLoading) return <LoadingPage />;
  // Nobody to show at all (not merely nobody matching the filters).
  if (summary.data && summary.data.total === 0 && !filters.grade && !filters.section) return <NoInsightsYet />;
  return (
    <>
      <ParticipantsSummary
        rows={rows}
        counts={summary.data?.risk_counts ?? NO_COUNTS}
        loading={pages.isLoading}
        moreToLoad={pages.hasMore}
        filters={filters}
        groups={groups}
        onFilter={setFilter}
        onClearFilters={clearFilters}
        onOpen={showParticipant}
        inSpanish={inSpanish}
        movement={summary.data ? <RiskMovementSummary movement={summary.data.movement} noun={noun} /> : null}
      />
      <ShowMore list={pages} noun={noun.many} />
    </>
  );
}
