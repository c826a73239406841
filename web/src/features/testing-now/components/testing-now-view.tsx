// The 'Testing now' page's body: choose a class, then watch each student's state change live.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useStudents } from "../api/get-class-list";
import type { ListenToClass } from "../api/listener";
import { useLiveResults } from "../hooks/use-live-results";
import { ClassPicker } from "./class-picker";
import { ClassStatusList } from "./class-status-list";
import "./testing-now.css";

export const LOAD_STUDENTS_FAILED = msg`Failed to load your students. Please try again later.`;
export const LISTEN_DENIED = msg`You may no longer see this class's tests. Sign in again, or ask your school's admin.`;
export const LISTEN_FAILED = msg`Live updates stopped. Reload the page to try again.`;
export const OFFLINE = msg`You are offline: these states may be out of date, and catch up when you are back online.`;

/** Each value once, in numeric order (2 before 10). */
function distinct(values: readonly (string | null)[]) {
  const set = new Set(values.filter((value): value is string => Boolean(value)));
  return [...set].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).map((value) => ({ value, label: value }));
}

const inClass = (student: Participant, grade: string, section: string) => student.grade === grade && (!section || student.section === section);

export function TestingNowView({ schoolId, listen }: { schoolId: string; listen: ListenToClass }) {
  const students = useStudents();
  const { t } = useLingui();
  // The class lives in the address, so a reload or a shared link opens the same class.
  const [params, setParams] = useSearchParams();
  const grade = params.get("grade") ?? "";
  const section = params.get("section") ?? "";
  const choose = useCallback(
    (name: "grade" | "section", value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          // Another grade has other sections.
          if (name === "grade") next.delete("section");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const all = useMemo(() => students.data ?? [], [students.data]);
  const grades = useMemo(() => distinct(all.map((s) => s.grade)), [all]);
  const sections = useMemo(() => distinct(all.filter((s) => s.grade === grade).map((s) => s.section)), [all, grade]);
  const klass = useMemo(() => (grade ? { schoolId, grade, section } : null), [schoolId, grade, section]);
  const live = useLiveResults(klass, listen);
  const roster = useMemo(() => all.filter((s) => inClass(s, grade, section)), [all, grade, section]);

  if (students.error) return <p role="alert" className="form-status">{t(LOAD_STUDENTS_FAILED)}</p>;
  const label = section ? t`Grade ${grade}, section ${section}` : t`Grade ${grade}`;
  return (
    <div className="testing-now">
      <ClassPicker grade={grade} section={section} grades={grades} sections={sections} onChange={choose} />
      {!grade ? (
        <p className="testing-now__hint">
          <Trans>Choose a grade to see its students as they take the test.</Trans>
        </p>
      ) : live.failure ? (
        <p role="alert" className="form-status">{t(live.failure === "denied" ? LISTEN_DENIED : LISTEN_FAILED)}</p>
      ) : !live.results || students.isLoading ? (
        <p className="testing-now__hint">
          <Trans>Loading the class…</Trans>
        </p>
      ) : (
        <>
          {live.stale ? <p className="testing-now__offline">{t(OFFLINE)}</p> : null}
          <ClassStatusList label={label} students={roster} results={live.results} />
        </>
      )}
    </div>
  );
}
