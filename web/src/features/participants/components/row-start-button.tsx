// A row's button that starts a test for its participant (useStartTest): "Starting..." while it goes, and
// disabled while any row's test is starting.
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { useStartTest } from "../hooks/use-start-test";

interface RowStartButtonProps {
  participant: Pick<Participant, "id" | "name"> & Partial<Pick<Participant, "age">>;
  /** "first" (Start test) for a first test, "new" (Start a new test) after one that ended. */
  kind: "first" | "new";
  starting: ReturnType<typeof useStartTest>;
}

export function RowStartButton({ participant, kind, starting: { startTest, startingId } }: RowStartButtonProps) {
  const { t } = useLingui();
  const { name } = participant;
  const accessibleName = kind === "first" ? t`Start a test for ${name}` : t`Start a new test for ${name}`;
  const label = kind === "first" ? t`Start test` : t`Start a new test`;
  return (
    <button type="button" className="button" disabled={startingId !== null} aria-label={accessibleName} onClick={() => void startTest(participant)}>
      {startingId === participant.id ? t`Starting...` : label}
    </button>
  );
}
