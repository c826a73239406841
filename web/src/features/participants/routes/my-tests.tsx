// My Tests / My Children (spec section 2): the tests taken, with filters and actions by user type.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import { useParticipants } from "../api/get-participants";
import { useParticipantPages } from "../api/get-participant-pages";
import { useParticipantsSummary } from "../api/get-participants-summary";
import { ShowMore } from "../../../components/show-more";
import { RegisterParticipantDialog } from "../components/register-participant-dialog";
import { PageFrame } from "../../../components/page-frame";
import { ClassListButton } from "../components/class-list-button";
import { EmptyState } from "../../../components/empty-state/empty-state";
import { ExportResultsButton } from "../components/export-results-button";
import { GroupTestDialog } from "../components/group-test-dialog";
import { MyTestsTable } from "../components/my-tests-table";
import { ParticipantPicker } from "../components/participant-picker";
import { PlainSelect } from "../../../components/plain-select";
import { StartClassTestsButton } from "../components/start-class-tests-button";
import { StartTestButton } from "../components/start-test-button";
import { myTestsCopy } from "../../../utils/page-copy";
import { uploadsGroups } from "../utils/group-upload";
import { peopleNoun } from "../utils/progress-copy";
import { myTestsRows, rowsOfParticipants } from "../utils/my-tests-rows";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import type { SchoolFilters } from "../utils/school-filters";
import "../components/my-tests.css";

const NO_PARTICIPANTS: Participant[] = [];
const options = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

export function MyTestsPage() {
  const { data: profile } = useProfile();
  if (!profile) return <LoadingPage />;
  return <MyTests profile={profile} />;
}

function MyTests({ profile }: { profile: Profile }) {
  const copy = myTestsCopy(profile);
  const { t, i18n } = useLingui();
  const formType = participantFormType(profile);
  const isParent = profile.user_type === "parent";
  const isSchool = formType === "school";
  const [childId, setChildId] = useState("");
  const [filters, setFilters] = useState<SchoolFilters>({ grade: "", section: "" });
  const [dialog, setDialog] = useState<"student" | "group" | null>(null);
  // Schools and organizations list everyone, tested or not, a page at a time; parents and
  // individuals list the tests of their few participants.
  const groups = uploadsGroups(profile);
  const byParticipant = useGroupTests(groups ? filters : null);
  const byTest = useOwnTests(!groups, isParent, childId);
  const { rows, loading, error } = groups ? byParticipant : byTest;
  // The export holds the tests these rows show; with more pages to come there may be tests further on.
  const hasResults = rows && (rows.some((row) => row.result !== null) || byParticipant.pages.hasMore);
  const classSize = byParticipant.summary.data?.total;

  const actions =
    formType === "individual" ? null : isSchool ? (
      <>
        <button type="button" className="button" onClick={() => setDialog("student")}>
          <Trans>Add student</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => setDialog("group")}>
          <Trans>Create group test</Trans>
        </button>
      </>
    ) : isParent ? (
      <StartTestButton />
    ) : (
      <>
        <ExportResultsButton filters={{}} hasResults={hasResults} />
        <StartTestButton />
      </>
    );

  const subheader = isParent ? (
    <div className="my-tests__filters">
      <ParticipantPicker label={t`Child`} placeholder={t`Select a child`} participants={byTest.children} loading={byTest.childrenLoading} value={childId} onChange={setChildId} />
    </div>
  ) : isSchool ? (
    <div className="my-tests__filters">
      <PlainSelect label={t`Grade`} placeholder={t`All grades`} value={filters.grade} options={options(byParticipant.summary.data?.grades)} onChange={(grade) => setFilters((f) => ({ ...f, grade }))} />
      <PlainSelect label={t`Section`} placeholder={t`All sections`} value={filters.section} options={options(byParticipant.summary.data?.sections)} onChange={(section) => setFilters((f) => ({ ...f, section }))} />
      <div className="my-tests__class-actions">
        <StartClassTestsButton classSize={classSize} filters={filters} />
        <ClassListButton classSize={classSize} filters={filters} />
        <ExportResultsButton filters={filters} hasResults={hasResults} />
      </div>
    </div>
  ) : undefined;

  const empty = !loading && !error && (rows?.length ?? 0) === 0;
  return (
    <PageFrame title={copy.title} subtitle={copy.subtitle} actions={actions} subheader={subheader}>
      <FormStatus message={error} />
      {empty ? (
        <EmptyState title={copy.emptyTitle} description={t`Test results appear here once a test has been taken.`} />
      ) : (
        <MyTestsTable rows={error ? [] : rows} loading={loading} showName={formType !== "individual"} />
      )}
      {groups && !error ? <ShowMore list={byParticipant.pages} noun={peopleNoun(i18n, formType, isParent).many} /> : null}
      {dialog === "student" ? <RegisterParticipantDialog profile={profile} onClose={() => setDialog(null)} onRegistered={() => setDialog(null)} /> : null}
      {dialog === "group" ? <GroupTestDialog onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}

const NO_FILTERS = { grade: "", section: "", risk: "" } as const;

/** A school's or organization's rows: a page of participants with their tests, and the class's count. */
function useGroupTests(filters: SchoolFilters | null) {
  const listed = { ...NO_FILTERS, ...filters };
  const pages = useParticipantPages(listed, filters !== null);
  const summary = useParticipantsSummary(listed.grade, listed.section, filters !== null);
  const rows = useMemo(() => (pages.items ? rowsOfParticipants(pages.items) : undefined), [pages.items]);
  const error = pages.error ? REQUEST_FAILED.fetchParticipants : null;
  return { rows, loading: pages.isLoading, error, pages, summary };
}

/** A parent's or individual's rows: their tests (one child's, once a parent picks one from their children). */
function useOwnTests(enabled: boolean, withChildren: boolean, childId: string) {
  const { data: children = NO_PARTICIPANTS, error: childrenError, isLoading: childrenLoading } = useParticipants(enabled && withChildren);
  const { data: results, error, isLoading } = useAssessmentResults(childId || null, enabled);
  const rows = useMemo(() => (results ? myTestsRows(results) : undefined), [results]);
  const failure = error ? REQUEST_FAILED.getResult : childrenError ? REQUEST_FAILED.fetchParticipants : null;
  return { rows, loading: isLoading, error: failure, children, childrenLoading };
}
