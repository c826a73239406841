// 'Start class tests' on a school's My Tests: a test made ready for every student the grade and section
// filters select who has none yet, so their Student IDs and the class list's links lead to it.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useId, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import { getClassStudents } from "../api/get-participants";
import { useStartClassTests } from "../hooks/use-start-class-tests";
import { classListStudents } from "../utils/class-list-csv";
import { needsTest } from "../utils/class-tests";
import { StartClassTestsDialog } from "./start-class-tests-dialog";
import type { SchoolFilters } from "../utils/school-filters";

/** "grade 4, section B", or "all grades and sections". */
function classLabel(i18n: I18n, { grade, section }: SchoolFilters): string {
  if (grade && section) return i18n._(msg`grade ${grade}, section ${section}`);
  if (grade) return i18n._(msg`grade ${grade}`);
  if (section) return i18n._(msg`section ${section}`);
  return i18n._(msg`all grades and sections`);
}

interface StartClassTestsButtonProps {
  /** How many students the filters select (the server's count); undefined while it is counted. */
  classSize: number | undefined;
  filters: SchoolFilters;
}

/** Why the button is disabled, in words beside it (a disabled button cannot be focused for a tooltip). */
function disabledReason(i18n: I18n, classSize: number | undefined, filters: SchoolFilters): string | null {
  if (classSize === undefined) return i18n._(msg`Loading students...`);
  const all = !filters.grade && !filters.section;
  const label = classLabel(i18n, filters);
  if (classSize === 0) return all ? i18n._(msg`No students yet: add a student or create a group test first.`) : i18n._(msg`No students in ${label} yet.`);
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
  const { t, i18n } = useLingui();
  const dt = useDomainText();
  const reason = disabledReason(i18n, classSize, filters);
  const label = classLabel(i18n, filters);
  const total = waiting?.length ?? 0;

  async function handleClick() {
    setChecking(true);
    try {
      const students = classListStudents(await getClassStudents(filters), filters).filter(needsTest);
      if (students.length === 0) {
        const all = !filters.grade && !filters.section;
        showToast({ title: t`Nothing to start`, description: all ? t`Every student has a test already.` : t`Every student in ${label} has a test already.` });
      } else setWaiting(students);
    } catch (error) {
      showToast({ title: t`Error`, description: dt(requestMessage(error, REQUEST_FAILED.fetchParticipants)), tone: "error" });
    } finally {
      setChecking(false);
    }
  }

  async function handleStart(students: readonly Participant[], language: TestLanguage) {
    setDone(0);
    const { started, failed } = await startClassTests(students, language, setDone);
    setWaiting(null);
    if (started > 0) showToast({ title: t`Tests started`, description: t`A test is ready for ${plural(started, { one: "# student", other: "# students" })}.`, tone: "success" });
    if (failed.length > 0) {
      const names = failed.map(({ name, message }) => `${name}: ${dt(message)}`).join("; ");
      const count = failed.length;
      showToast({ title: t`Error`, description: t`No test could be started for ${plural(count, { one: "# student", other: "# students" })}. ${names}`, tone: "error" });
    }
  }

  return (
    <>
      <button type="button" className="button" disabled={reason !== null || checking} aria-describedby={reason ? hintId : undefined} onClick={() => void handleClick()}>
        {checking ? t`Checking the class...` : t`Start class tests`}
      </button>
      {reason ? (
        <p id={hintId} className="my-tests__hint">
          {reason}
        </p>
      ) : null}
      {waiting ? (
        <StartClassTestsDialog
          description={t`A test will be ready for each of the ${plural(total, { one: "# student", other: "# students" })} in ${label} who have none yet. They reach it with their Student ID on the School search page, or by its link in the class list.`}
          onStart={(language) => handleStart(waiting, language)}
          onClose={() => setWaiting(null)}
          progress={
            <p className="class-tests__progress">
              <progress max={waiting.length} value={done} aria-label={t`Starting tests`} />
              <span>{t`${done} of ${plural(total, { one: "# student", other: "# students" })}`}</span>
            </p>
          }
        />
      ) : null}
    </>
  );
}
