// 'Are you ready to take the test?' (spec section 2): a checklist and the test requirements, then
// 'Later' (home) or "Let's do it!" (the assessment). Works signed out: the result id is the key.
import { ATTEMPT_WINDOW_MONTHS, MAX_ATTEMPTS } from "@readbright/domain/limits";
import { useParams } from "react-router-dom";
import { LoadingPage } from "../../../components/loading-page";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ApiError } from "../../../lib/api-client";
import { useAssessmentResult } from "../api/get-assessment-result";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import "../components/player.css";
import { Checklist } from "../components/checklist";

export const READY_CHECKLIST = [
  "I am in a quiet place where nobody will interrupt me.",
  "I can hear sounds from the computer (speakers or headphones are on).",
  "The microphone works, so I can say some answers out loud.",
  "A grown-up is nearby if I need help.",
];

export const TEST_REQUIREMENTS = `The test needs 20 minutes of uninterrupted time and a computer with audio and a working microphone. A test may be taken up to ${MAX_ATTEMPTS} times within an ${ATTEMPT_WINDOW_MONTHS}-month period.`;

function StartError({ message }: { message: string }) {
  return (
    <div className="page page--narrow start-page">
      <title>Start assessment | ReadBright</title>
      <h1>Something went wrong</h1>
      <div role="alert">
        <p>{message}</p>
        <p>{PLAYER_MESSAGES.contactSupport}</p>
      </div>
    </div>
  );
}

export function StartAssessmentPage() {
  const { assessmentResultId } = useParams();
  const { data: result, error } = useAssessmentResult(assessmentResultId);
  const navigate = useAppNavigate();

  if (error) return <StartError message={error instanceof ApiError ? error.message : PLAYER_MESSAGES.loadFailed} />;
  if (!result || !assessmentResultId) return <LoadingPage label="Getting your test ready..." />;
  const open = result.status === "not_started" || result.status === "in_progress";

  return (
    <div className="page page--narrow start-page">
      <title>Start assessment | ReadBright</title>
      <h1>Are you ready to take the test?</h1>
      {open ? (
        <>
          <Checklist label="Checklist" items={READY_CHECKLIST} />
          <h2>Test requirements</h2>
          <p>{TEST_REQUIREMENTS}</p>
        </>
      ) : (
        <p role="status">{result.status === "completed" ? PLAYER_MESSAGES.alreadyCompleted : PLAYER_MESSAGES.notOpen}</p>
      )}
      <div className="start-page__actions">
        <button type="button" className="button player-button" onClick={() => void navigate(paths.home.href(), { carryQuery: false })}>
          Later
        </button>
        {open ? (
          <button
            type="button"
            className="button button--primary player-button"
            onClick={() => void navigate(paths.assessment.href(assessmentResultId), { carryQuery: false })}
          >
            Let&apos;s do it!
          </button>
        ) : null}
      </div>
    </div>
  );
}
