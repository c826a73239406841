// A row's button that starts a test for its participant (useStartTest): "Starting..." while it goes, and
// disabled while any row's test is starting.
import type { Participant } from "@readbright/domain/participant-schemas";
import type { useStartTest } from "../hooks/use-start-test";

interface RowStartButtonProps {
  participant: Pick<Participant, "id" | "name"> & Partial<Pick<Participant, "age">>;
  /** "Start test" for a first test, "Start a new test" after one that ended. */
  label: "Start test" | "Start a new test";
  starting: ReturnType<typeof useStartTest>;
}

export function RowStartButton({ participant, label, starting: { startTest, startingId } }: RowStartButtonProps) {
  const name = label === "Start test" ? `Start a test for ${participant.name}` : `Start a new test for ${participant.name}`;
  return (
    <button type="button" className="button" disabled={startingId !== null} aria-label={name} onClick={() => void startTest(participant)}>
      {startingId === participant.id ? "Starting..." : label}
    </button>
  );
}
