// Every student of the class with their state, and the count of those finished, announced politely as it
// changes so a screen reader hears the progress without the focus moving. Under a test in progress, what
// its device still holds (decision 48), told again as time passes: a device goes quiet without a change.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { DEVICE_RECONNECT } from "@readbright/domain/device-status";
import type { DeviceStatus } from "@readbright/domain/device-status";
import { useDomainText } from "../../../lib/i18n/domain-text";
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
  const { t } = useLingui();
  const domainText = useDomainText();
  const rows = classRows(students, results, now);
  const finished = finishedCount(rows);
  const total = rows.length;

  /** deviceStatusLabel's words (domain/src/device-status.ts) in the reader's language: its count is a plural here. */
  function deviceText(status: DeviceStatus): string | null {
    if (status.kind === "reconnect") return domainText(DEVICE_RECONNECT);
    if (status.kind !== "waiting") return null;
    const count = status.count;
    return t`${plural(count, { one: "# answer waiting on this device", other: "# answers waiting on this device" })}`;
  }

  return (
    <>
      <p className="testing-now__count" role="status" aria-live="polite">
        <Trans>
          {finished} of {total} finished
        </Trans>
      </p>
      <ul className="testing-now__list" aria-label={label}>
        {rows.map((row) => {
          const device = deviceText(row.device);
          return (
            <li key={row.id} className="testing-now__student">
              <span className="testing-now__who">
                <span className="testing-now__name">{row.name}</span>
                {device ? <span className={`testing-now__device testing-now__device--${row.device.kind}`}>{device}</span> : null}
              </span>
              <span className={`testing-now__state testing-now__state--${row.state.kind}`}>{t(stateLabel(row.state))}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
