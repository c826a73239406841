// The participants page (spec section 2): everyone the user may test, a 'Start Test' for each, and
// registration; read a page of 50 at a time by name, so a school of thousands opens at once.
import { useLingui } from "@lingui/react/macro";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useState } from "react";
import { FormStatus } from "../../../components/form/form-status";
import { useProfile } from "../../../lib/profile/get-profile";
import { useParticipantPages } from "../api/get-participant-pages";
import { ShowMore } from "../../../components/show-more";
import { ParticipantsTable } from "../components/participants-table";
import { RegisterParticipantDialog } from "../components/register-participant-dialog";
import { StartOneTestDialog } from "../components/start-one-test-dialog";
import { useErrorToast } from "../hooks/use-error-toast";
import { usePeopleText } from "../hooks/use-people-text";
import { useStartTest } from "../hooks/use-start-test";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import "../components/participants.css";

const EVERYONE = { grade: "", section: "", risk: "" } as const;

export function ParticipantsPage() {
  const pages = useParticipantPages(EVERYONE);
  const { items: participants, error, isLoading } = pages;
  const { data: profile } = useProfile();
  const { startTest, startingId } = useStartTest();
  const [registering, setRegistering] = useState(false);
  // Whose test's language is being chosen before it starts.
  const [choosing, setChoosing] = useState<Participant | null>(null);
  // In the account's words: "Students", "Register a new student" (decision 36).
  const { say, many } = usePeopleText();
  const { t } = useLingui();
  const title = say(t`Participants`);
  useErrorToast(error, say(REQUEST_FAILED.loadParticipants));

  return (
    <div className="page">
      <title>{t`${title} | ReadBright`}</title>
      <div className="participants-page__header">
        <h1>{title}</h1>
        <button type="button" className="button button--primary" onClick={() => setRegistering(true)}>
          {say(t`Register a new participant`)}
        </button>
      </div>
      <FormStatus message={error ? say(REQUEST_FAILED.loadParticipants) : null} />
      <ParticipantsTable
        participants={error ? [] : participants}
        loading={isLoading}
        startingId={startingId}
        onStartTest={setChoosing}
      />
      {error ? null : <ShowMore list={pages} noun={many} />}
      {choosing ? (
        <StartOneTestDialog
          name={choosing.name}
          previousLanguage={choosing.latest_result?.language}
          starting={startingId === choosing.id}
          onStart={(language) => void startTest(choosing, language)}
          onClose={() => setChoosing(null)}
        />
      ) : null}
      {registering ? (
        <RegisterParticipantDialog
          profile={profile}
          onClose={() => setRegistering(false)}
          onRegistered={() => setRegistering(false)}
        />
      ) : null}
    </div>
  );
}
