// Every student of the class with their state, and the count of those finished, announced politely as it
// changes so a screen reader hears the progress without the focus moving.
import { classRows, finishedCount, stateLabel } from "../utils/class-states";
import type { ClassStudent, LiveResult } from "../utils/class-states";

interface ClassStatusListProps {
  label: string;
  students: readonly ClassStudent[];
  results: readonly LiveResult[];
}

export function ClassStatusList({ label, students, results }: ClassStatusListProps) {
  const rows = classRows(students, results);
  return (
    <>
      <p className="testing-now__count" role="status" aria-live="polite">
        {finishedCount(rows)} of {rows.length} finished
      </p>
      <ul className="testing-now__list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="testing-now__student">
            <span className="testing-now__name">{row.name}</span>
            <span className={`testing-now__state testing-now__state--${row.state.kind}`}>{stateLabel(row.state)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
