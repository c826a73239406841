// 'Start class tests' on a school's My Tests: a test made ready for every student the grade and section
// filters select who has none yet, so their Student IDs and the class list's links lead to it.
import type { Participant } from "@readbright/domain/participant-schemas";
import { useState } from "react";
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

export function StartClassTestsButton({ participants, filters }: StartClassTestsButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const startClassTests = useStartClassTests();
  const { showToast } = useToast();
  const waiting = participants ? classListStudents(participants, filters).filter(needsTest) : [];

  async function handleStart() {
    const { started, failed } = await startClassTests(waiting);
    setConfirming(false);
    if (started > 0) showToast({ title: "Tests started", description: `A test is ready for ${plural(started)}.`, tone: "success" });
    if (failed.length > 0) {
      const names = failed.map(({ name, message }) => `${name}: ${message}`).join("; ");
      showToast({ title: "Error", description: `No test could be started for ${plural(failed.length)}. ${names}`, tone: "error" });
    }
  }

  return (
    <>
      <button type="button" className="button" disabled={waiting.length === 0} onClick={() => setConfirming(true)}>
        Start class tests
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Start tests for this class?"
          description={`A test will be ready for each of the ${plural(waiting.length)} in ${classLabel(filters)} who have none yet. They reach it with their Student ID on the School search page, or by its link in the class list.`}
          confirmLabel="Start tests"
          busyLabel="Starting..."
          onConfirm={handleStart}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
