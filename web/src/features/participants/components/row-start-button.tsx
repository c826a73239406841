// A row's button that starts a test for its participant (useStartTest), once the test's language is
// chosen in a small dialog: "Starting..." while it goes, and disabled while any row's test is starting.
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useState } from "react";
import type { useStartTest } from "../hooks/use-start-test";
import { StartOneTestDialog } from "./start-one-test-dialog";

interface RowStartButtonProps {
  participant: Pick<Participant, "id" | "name"> & Partial<Pick<Participant, "age">>;
  /** "first" (Start test) for a first test, "new" (Start a new test) after one that ended. */
  kind: "first" | "new";
  /** The language of the participant's last test, if any: the dialog offers it first. */
  previousLanguage?: TestLanguage | null | undefined;
  starting: ReturnType<typeof useStartTest>;
}

export function RowStartButton({ participant, kind, previousLanguage, starting: { startTest, startingId } }: RowStartButtonProps) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const { name } = participant;
  const accessibleName = kind === "first" ? t`Start a test for ${name}` : t`Start a new test for ${name}`;
  const label = kind === "first" ? t`Start test` : t`Start a new test`;
  const startingThis = startingId === participant.id;
  return (
    <>
      <button type="button" className="button" disabled={startingId !== null} aria-label={accessibleName} onClick={() => setChoosing(true)}>
        {startingThis ? t`Starting...` : label}
      </button>
      {choosing ? <StartOneTestDialog name={name} previousLanguage={previousLanguage} starting={startingThis} onStart={(language) => void startTest(participant, language)} onClose={() => setChoosing(false)} /> : null}
    </>
  );
}
