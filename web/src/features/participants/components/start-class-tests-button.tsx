// 'Start class tests' on a school's My Tests: a test made ready for every student the grade and section
// filters select who has none yet, so their Student IDs and the class list's links lead to it.
import type { Participant } from "@readbright/domain/participant-schemas";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useToast } from "../../../components/toast/toast-context";
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
  participants: readonly Participant[] | undefined;
  filters: SchoolFilters;
}

/** Why the button is disabled, in words beside it (a disabled button cannot be focused for a tooltip). */
function disabledReason(participants: readonly Participant[] | undefined, filters: SchoolFilters, waiting: number): string | null {
  if (!participants) return "Loading students...";
  const inClass = classListStudents(participants, filters).length;
  const all = !filters.grade && !filters.section;
  if (inClass === 0) return all ? "No students yet: add a student or create a group test first." : `No students in ${classLabel(filters)} yet.`;
  if (waiting === 0) return all ? "Every student has a test already." : `Every student in ${classLabel(filters)} has a test already.`;
  return null;
}

export function StartClassTestsButton({ participants, filters }: StartClassTestsButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(0);
  const startClassTests = useStartClassTests();
  const { showToast } = useToast();
  const hintId = useId();
  const waiting = participants ? classListStudents(participants, filters).filter(needsTest) : [];
  const reason = disabledReason(participants, filters, waiting.length);

  async function handleStart() {
    setDone(0);
    const { started, failed } = await startClassTests(waiting, setDone);
    setConfirming(false);
    if (started > 0) showToast({ title: "Tests started", description: `A test is ready for ${plural(started)}.`, tone: "success" });
    if (failed.length > 0) {
      const names = failed.map(({ name, message }) => `${name}: ${message}`).join("; ");
      showToast({ title: "Error", description: `No test could be started for ${plural(failed.length)}. ${names}`, tone: "error" });
    }
  }

  return (
    <>
      <button type="button" className="button" disabled={reason !== null} aria-describedby={reason ? hintId : undefined} onClick={() => setConfirming(true)}>
        Start class tests
      </button>
      {reason ? (
        <p id={hintId} className="my-tests__hint">
          {reason}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Start tests for this class?"
          description={`A test will be ready for each of the ${plural(waiting.length)} in ${classLabel(filters)} who have none yet. They reach it with their Student ID on the School search page, or by its link in the class list.`}
          confirmLabel="Start tests"
          busyLabel="Starting..."
          onConfirm={handleStart}
          onClose={() => setConfirming(false)}
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
