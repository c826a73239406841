// 'Start a test' (spec section 2): pick a participant (in the account's words: a child, a student, a
// client), or register one, and start; or (schools and
// organizations) upload a group by CSV.
// The test's language is chosen beside whom (decision 50).
// Starting with nobody picked opens the registration form, as the spec asks. (Participants are their own
// feature; the dashboard composes their API and forms here rather than copying them.)
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { consentBasisOf } from "@readbright/domain/consent";
import type { Participant } from "@readbright/domain/participant-schemas";
import { participantFormType } from "@readbright/domain/participant-schemas";
import { capitalise } from "@readbright/domain/people-words";
import type { Profile } from "@readbright/domain/profile";
import { useParticipants } from "../api/get-participants";
import { CsvUpload } from "./csv-upload";
import { Dialog } from "../../../components/dialog";
import { FormStatus } from "../../../components/form/form-status";
import { ParticipantForm } from "./participant-form";
import { useStartTest } from "../hooks/use-start-test";
import { uploadsGroups } from "../utils/group-upload";
import { REQUEST_FAILED } from "../../../utils/request-messages";
import { peopleText } from "../hooks/use-people-text";
import { ParticipantPicker } from "./participant-picker";
import { useTestLanguage } from "../hooks/use-test-language";
import { TestLanguageSelect } from "./test-language-select";
import "./my-tests.css";

type Tab = "single" | "group";

export function StartTestDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const formType = participantFormType(profile);
  const { t, i18n } = useLingui();
  const words = peopleText(i18n, profile.user_type);
  const { one } = words;
  const consentBasis = consentBasisOf(profile);
  const { data: participants = [], error: participantsError, isLoading } = useParticipants();
  const { startTest, startingId } = useStartTest();
  const [tab, setTab] = useState<Tab>("single");
  const [selectedId, setSelectedId] = useState("");
  const [registering, setRegistering] = useState(false);
  // An individual tests themself: their own participant, if they have registered it.
  const self = formType === "individual" ? participants[0] : undefined;
  const selected = self ?? participants.find((participant) => participant.id === selectedId);
  const [language, setLanguage] = useTestLanguage(selected?.latest_result?.language);

  async function start(participant: Participant | undefined) {
    if (!participant) {
      setRegistering(true);
      return;
    }
    if (await startTest(participant, language)) onClose();
  }

  const single = registering ? (
    <ParticipantForm
      formType={formType}
      consentBasis={consentBasis}
      onRegistered={(participant) => {
        setRegistering(false);
        setSelectedId(participant.id);
        if (formType === "individual") void start(participant);
      }}
    />
  ) : (
    <div className="form">
      <FormStatus message={participantsError ? words.say(REQUEST_FAILED.fetchParticipants) : null} />
      {formType === "individual" ? (
        <p>{self ? t`Your test is ready to start.` : t`Tell us a little about yourself before your first test.`}</p>
      ) : (
        <ParticipantPicker
          label={capitalise(one)}
          placeholder={t`Select a ${one}`}
          participants={participants}
          loading={isLoading}
          value={selectedId}
          onChange={setSelectedId}
        />
      )}
      <TestLanguageSelect value={language} onChange={setLanguage} />
      <div className="dialog__actions">
        {formType === "individual" ? null : (
          <button type="button" className="button" onClick={() => setRegistering(true)}>
            <Trans>Register a new {one}</Trans>
          </button>
        )}
        <button type="button" className="button button--primary" disabled={startingId !== null || isLoading} onClick={() => void start(selected)}>
          {startingId ? t`Starting...` : t`Start`}
        </button>
      </div>
    </div>
  );

  // A group upload (CSV) is for schools and organizations; parents register children one by one.
  const showTabs = uploadsGroups(profile);
  return (
    <Dialog title={t`Start a test`} onClose={onClose}>
      {showTabs ? (
        <div role="tablist" aria-label={t`How to start`} className="start-test__tabs">
          {(["single", "group"] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? "button button--primary" : "button"}
              onClick={() => setTab(key)}
            >
              {key === "single" ? t`One ${one}` : t`Group test (CSV)`}
            </button>
          ))}
        </div>
      ) : null}
      <div role={showTabs ? "tabpanel" : undefined} aria-label={showTabs ? (tab === "single" ? t`One ${one}` : t`Group test (CSV)`) : undefined}>
        {tab === "single" || consentBasis === "self" ? single : <CsvUpload consentBasis={consentBasis} onUploaded={() => setTab("single")} />}
      </div>
    </Dialog>
  );
}
