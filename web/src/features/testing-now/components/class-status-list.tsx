// Every student of the class with their state, and the count of those finished, announced politely as it
// changes so a screen reader hears the progress without the focus moving. Under a test in progress, what
// its device still holds (decision 48), told again as time passes: a device goes quiet without a change.
import { deviceStatusLabel } from "@readbright/domain/device-status";
import { useNow } from "../hooks/use-now";
import { classRows, finishedCount, stateLabel } from "../utils/class-states";
import type { ClassStudent, LiveResult } from "../utils/class-states";

/** How often the quiet devices are looked at again: well inside the 90 s that makes one quiet. */
const RECHECK_MS = 10_000;

interface ClassStatusListProps {
  label: string;
  students: readonly ClassStudent[];
  results: readonly LiveResult[];
}

export function ClassStatusList({ label, students, results }: ClassStatusListProps) {
  const now = useNow(RECHECK_MS);
  const rows = classRows(students, results, now);
  return (
    <>
      <p className="testing-now__count" role="status" aria-live="polite">
        {finishedCount(rows)} of {rows.length} finished
      </p>
      <ul className="testing-now__list" aria-label={label}>
        {rows.map((row) => {
          const device = deviceStatusLabel(row.device);
          return (
            <li key={row.id} className="testing-now__student">
              <span className="testing-now__who">
                <span className="testing-now__name">{row.name}</span>
                {device ? <span className={`testing-now__device testing-now__device--${row.device.kind}`}>{device}</span> : null}
              </span>
              <span className={`testing-now__state testing-now__state--${row.state.kind}`}>{stateLabel(row.state)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
