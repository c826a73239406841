// My Tests / My Children (spec section 2): the tests taken, with filters and actions by user type.
import { useMemo, useState } from "react";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { Profile } from "@readbright/domain/profile";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { FormStatus } from "../../../components/form/form-status";
import { LoadingPage } from "../../../components/loading-page";
import { useProfile } from "../../../lib/profile/get-profile";
import { useAssessmentResults } from "../../../api/get-assessment-results";
import { useParticipants } from "../api/get-participants";
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
import { myTestsRows } from "../utils/my-tests-rows";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { distinctValues } from "../utils/school-filters";
import type { SchoolFilters } from "../utils/school-filters";
import "../components/my-tests.css";


const NO_CLASS: SchoolFilters = { grade: "", section: "" };
const NO_PARTICIPANTS: Participant[] = [];

export function MyTestsPage() {
  const { data: profile } = useProfile();
  if (!profile) return <LoadingPage />;
  return <MyTests profile={profile} />;
}

function MyTests({ profile }: { profile: Profile }) {
  const copy = myTestsCopy(profile);
  const formType = participantFormType(profile);
  const isParent = profile.user_type === "parent";
  const isSchool = formType === "school";
  const [childId, setChildId] = useState("");
  const [filters, setFilters] = useState<SchoolFilters>({ grade: "", section: "" });
  const [dialog, setDialog] = useState<"student" | "group" | null>(null);
  const { data: children = NO_PARTICIPANTS, error: childrenError, isLoading: childrenLoading } = useParticipants();
  const { data: results, error, isLoading } = useAssessmentResults(childId || null);
  // Schools and organizations list who has no test yet too, so a group upload shows at once.
  const listsUntested = uploadsGroups(profile);
  const loading = isLoading || (listsUntested && childrenLoading);
  const rows = useMemo(
    () => (results ? myTestsRows(results, listsUntested ? children : [], isSchool ? filters : NO_CLASS) : undefined),
    [results, children, listsUntested, isSchool, filters],
  );
  // A school's filters offer every grade and section it has students in, tested or not yet.
  const placed = [children, (results ?? []).map((result) => result.participant)];
  // The export holds the tests these rows show (a parent's child picker is not one of its filters: they export from the dashboard).
  const hasResults = rows && rows.some((row) => row.result !== null);

  const actions =
    formType === "individual" ? null : isSchool ? (
      <>
        <button type="button" className="button" onClick={() => setDialog("student")}>
          Add student
        </button>
        <button type="button" className="button button--primary" onClick={() => setDialog("group")}>
          Create group test
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
      <ParticipantPicker label="Child" placeholder="Select a child" participants={children} loading={childrenLoading} value={childId} onChange={setChildId} />
    </div>
  ) : isSchool ? (
    <div className="my-tests__filters">
      <PlainSelect label="Grade" placeholder="All grades" value={filters.grade} options={distinctValues(placed, "grade")} onChange={(grade) => setFilters((f) => ({ ...f, grade }))} />
      <PlainSelect label="Section" placeholder="All sections" value={filters.section} options={distinctValues(placed, "section")} onChange={(section) => setFilters((f) => ({ ...f, section }))} />
      <div className="my-tests__class-actions">
        <StartClassTestsButton participants={childrenLoading ? undefined : children} filters={filters} />
        <ClassListButton participants={childrenLoading ? undefined : children} filters={filters} />
        <ExportResultsButton filters={filters} hasResults={hasResults} />
      </div>
    </div>
  ) : undefined;

  const empty = !loading && !error && (rows?.length ?? 0) === 0;
  const failure = error ? REQUEST_FAILED.getResult : childrenError ? REQUEST_FAILED.fetchParticipants : null;
  return (
    <PageFrame title={copy.title} subtitle={copy.subtitle} actions={actions} subheader={subheader}>
      <FormStatus message={failure} />
      {empty ? (
        <EmptyState title={copy.emptyTitle} description="Test results appear here once a test has been taken." />
      ) : (
        <MyTestsTable rows={error ? [] : rows} loading={loading} showName={formType !== "individual"} />
      )}
      {dialog === "student" ? <RegisterParticipantDialog profile={profile} onClose={() => setDialog(null)} onRegistered={() => setDialog(null)} /> : null}
      {dialog === "group" ? <GroupTestDialog onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
