// 'Are you ready to take the test?' (spec section 2): a checklist and the test requirements, then
// 'Later' (home) or "Let's do it!" (the assessment). Works signed out: the result id is the key. Without the
// network it opens from the device's copy of a test already opened here (offline/test-copy.ts), and says
// whether the browser will keep what the test leaves on the device (storage-note.tsx).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ATTEMPT_WINDOW_MONTHS, MAX_ATTEMPTS } from "@readbright/domain/limits";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { needsMicCheck, rememberMicCheck } from "../media/mic-check-store";
import { MicrophoneCheck } from "../media/microphone-check";
import { useOfflineReadiness } from "../hooks/use-offline-readiness";
import { usePlayerResult } from "../hooks/use-player-result";
import { useTestLanguage } from "../hooks/use-test-language";
import { readinessText } from "../components/save-status";
import { StorageNote } from "../offline/storage-note";
import { answeredQuestionIds } from "../utils/answered-questions";
import { resultLoadMessage } from "../utils/player-errors";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import "../components/player.css";
import { Checklist } from "../components/checklist";

export const READY_CHECKLIST = [
  msg`I am in a quiet place where nobody will interrupt me.`,
  msg`I can hear sounds from the computer (speakers or headphones are on).`,
  msg`The microphone works, so I can say some answers out loud.`,
  msg`A grown-up is nearby if I need help.`,
];

const attempts = MAX_ATTEMPTS;
const months = ATTEMPT_WINDOW_MONTHS;
export const TEST_REQUIREMENTS = msg`The test needs 20 minutes of uninterrupted time and a computer with audio and a working microphone. A test may be taken up to ${attempts} times within an ${months}-month period.`;

function StartError({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow start-page">
      <title>{t`Start assessment | ReadBright`}</title>
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <div role="alert">
        <p>{message}</p>
        <p>{t(PLAYER_MESSAGES.contactSupport)}</p>
      </div>
    </div>
  );
}

export function StartAssessmentPage() {
  const { assessmentResultId } = useParams();
  const { data, error } = usePlayerResult(assessmentResultId);
  const navigate = useAppNavigate();
  const { i18n, t } = useLingui();
  const [checkingMic, setCheckingMic] = useState(false);
  const open = data ? data.result.status === "not_started" || data.result.status === "in_progress" : false;
  // "Get ready": opening the start page keeps the test on the device, before a child presses start.
  const readiness = readinessText(useOfflineReadiness(data?.result, open));
  // "Get ready" is the test's first page: in the test's language, as the questions will be.
  const inTestLanguage = useTestLanguage(data?.result);

  if (error) return <StartError message={resultLoadMessage(error, i18n)} />;
  if (!data || !assessmentResultId || !inTestLanguage) return <LoadingPage label={t`Getting your test ready...`} />;
  const { result, answeredOnDevice } = data;
  if (result.questions.length === 0) return <StartError message={t(PLAYER_MESSAGES.assessmentNotLoaded)} />;
  const resumed = result.status === "in_progress" || result.answers.length > 0 || answeredOnDevice.length > 0;
  const goToTest = () => void navigate(paths.assessment.href(assessmentResultId), { carryQuery: false });

  function letsGo() {
    if (!assessmentResultId) return;
    // 'A working microphone' is a requirement: checked here, once, before the first question.
    const practiceIds = new Set(result.questions.filter((q) => q.is_practice).map((q) => q.id));
    const answered = new Set([...answeredQuestionIds(result.answers, practiceIds), ...answeredOnDevice]);
    if (needsMicCheck(assessmentResultId, result.questions, answered)) setCheckingMic(true);
    else goToTest();
  }

  if (checkingMic) {
    return (
      <div className="page page--narrow start-page">
        <title>{t`Start assessment | ReadBright`}</title>
        <div className="player-card">
          <MicrophoneCheck
            onDone={() => {
              rememberMicCheck(assessmentResultId);
              goToTest();
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="page page--narrow start-page">
      <title>{t`Start assessment | ReadBright`}</title>
      <h1>
        <Trans>Are you ready to take the test?</Trans>
      </h1>
      {open && resumed ? <p className="start-page__resume">{t(PLAYER_MESSAGES.continueWhereLeft)}</p> : null}
      {open ? (
        <>
          <Checklist label={t`Checklist`} items={READY_CHECKLIST.map((line) => t(line))} />
          <h2>
            <Trans>Test requirements</Trans>
          </h2>
          <p>{t(TEST_REQUIREMENTS)}</p>
          {readiness ? <p role="status">{t(readiness)}</p> : null}
          <StorageNote />
        </>
      ) : (
        <p role="status">{t(result.status === "completed" ? PLAYER_MESSAGES.alreadyCompleted : PLAYER_MESSAGES.notOpen)}</p>
      )}
      <div className="start-page__actions">
        <button type="button" className="button player-button" onClick={() => void navigate(paths.home.href(), { carryQuery: false })}>
          <Trans>Later</Trans>
        </button>
        {open ? (
          <button type="button" className="button button--primary player-button" onClick={letsGo}>
            {resumed ? <Trans>Continue</Trans> : <Trans>Let's do it!</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
