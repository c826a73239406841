// 'Start class tests' on a school's My Tests: a test made ready for every student the grade and section
// filters select who has none yet, so their Student IDs and the class list's links lead to it.
import type { Participant } from "@readbright/domain/participant-schemas";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useToast } from "../../../components/toast/toast-context";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import { getClassStudents } from "../api/get-participants";
import { useStartClassTests } from "../hooks/use-start-class-tests";
import { classListStudents } from "../utils/class-list-csv";
import { needsTest } from "../utils/class-tests";
import type { SchoolFilters } from "../utils/school-filters";

const plural = (count: number) => `${count} student${count === 1 ? "" : "s"}`;

/** "grade 4, section B", or "all grades and sections". */
function classLabel({ grade, section }: SchoolFilters): string {
  const parts = [grade && `grade ${grade}`, section && `section ${section}`].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "all grades and sections";
}

interface StartClassTestsButtonProps {
  /** How many students the filters select (the server's count); undefined while it is counted. */
  classSize: number | undefined;
  filters: SchoolFilters;
}

/** Why the button is disabled, in words beside it (a disabled button cannot be focused for a tooltip). */
function disabledReason(classSize: number | undefined, filters: SchoolFilters): string | null {
  if (classSize === undefined) return "Loading students...";
  const all = !filters.grade && !filters.section;
  if (classSize === 0) return all ? "No students yet: add a student or create a group test first." : `No students in ${classLabel(filters)} yet.`;
  return null;
}

/**
 * The class is read when the button is pressed (a school's page never loads every student): who of it
 * has no test yet is then asked about, and started a hundred a request with a progress bar.
 */
export function StartClassTestsButton({ classSize, filters }: StartClassTestsButtonProps) {
  const [checking, setChecking] = useState(false);
  const [waiting, setWaiting] = useState<Participant[] | null>(null);
  const [done, setDone] = useState(0);
  const startClassTests = useStartClassTests();
  const { showToast } = useToast();
  const hintId = useId();
  const reason = disabledReason(classSize, filters);

  async function handleClick() {
    setChecking(true);
    try {
      const students = classListStudents(await getClassStudents(filters), filters).filter(needsTest);
      if (students.length === 0) {
        const all = !filters.grade && !filters.section;
        showToast({ title: "Nothing to start", description: all ? "Every student has a test already." : `Every student in ${classLabel(filters)} has a test already.` });
      } else setWaiting(students);
    } catch (error) {
      showToast({ title: "Error", description: requestMessage(error, REQUEST_FAILED.fetchParticipants), tone: "error" });
    } finally {
      setChecking(false);
    }
  }

  async function handleStart(students: readonly Participant[]) {
    setDone(0);
    const { started, failed } = await startClassTests(students, setDone);
    setWaiting(null);
    if (started > 0) showToast({ title: "Tests started", description: `A test is ready for ${plural(started)}.`, tone: "success" });
    if (failed.length > 0) {
      const names = failed.map(({ name, message }) => `${name}: ${message}`).join("; ");
      showToast({ title: "Error", description: `No test could be started for ${plural(failed.length)}. ${names}`, tone: "error" });
    }
  }

  return (
    <>
      <button type="button" className="button" disabled={reason !== null || checking} aria-describedby={reason ? hintId : undefined} onClick={() => void handleClick()}>
        {checking ? "Checking the class..." : "Start class tests"}
      </button>
      {reason ? (
        <p id={hintId} className="my-tests__hint">
          {reason}
        </p>
      ) : null}
      {waiting ? (
        <ConfirmDialog
          title="Start tests for this class?"
          description={`A test will be ready for each of the ${plural(waiting.length)} in ${classLabel(filters)} who have none yet. They reach it with their Student ID on the School search page, or by its link in the class list.`}
          confirmLabel="Start tests"
          busyLabel="Starting..."
          onConfirm={() => handleStart(waiting)}
          onClose={() => setWaiting(null)}
          busyContent={
            <p className="class-tests__progress">
              <progress max={waiting.length} value={done} aria-label="Starting tests" />
              <span>{`${done} of ${plural(waiting.length)}`}</span>
            </p>
          }
        />
      ) : null}
    </>
  );
}
