// The assessment itself for a loaded, open result: progress, the network banner, and the current
// screen (section overview, instructions, microphone check, question), then completion.
import { PRACTICE_RETRY_TOAST_MS } from "@readbright/domain/limits";
import { useEffect, useRef, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ApiError } from "../../../lib/api-client";
import { completeAssessment } from "../api/complete-assessment";
import type { AssessmentResult } from "../api/get-assessment-result";
import { useAssessmentPlayer } from "../hooks/use-assessment-player";
import { useOnline } from "../hooks/use-online";
import { useWarnBeforeLeaving } from "../hooks/use-warn-before-leaving";
import { MicrophoneCheck } from "../media/microphone-check";
import { prefetchSpeech } from "../media/prefetch-speech";
import { questionSpeechText } from "../media/question-speech-text";
import type { AnswerDraft } from "../utils/answer-draft";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import { upcomingQuestion } from "../utils/section-flow";
import { sendWithRetry, waitOrOnline } from "../utils/send-with-retry";
import { NetworkBanner } from "./network-banner";
import { ProgressBar } from "./progress-bar";
import { QuestionCard } from "./question-card";
import { SectionInstructionsCard } from "./section-instructions-card";
import { SectionOverviewCard } from "./section-overview-card";

const micCheckedKey = (resultId: string) => `readbright:mic-checked:${resultId}`;

function readMicChecked(resultId: string): boolean {
  try {
    return sessionStorage.getItem(micCheckedKey(resultId)) === "1";
  } catch {
    return false;
  }
}

export function AssessmentPlayer({ result }: { result: AssessmentResult }) {
  const player = useAssessmentPlayer(result);
  const { screen, progress } = player;
  const online = useOnline();
  useWarnBeforeLeaving(player.sending);
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  /** Bumped when a practice question is asked again, so it starts afresh. */
  const [attempt, setAttempt] = useState(0);
  const [micChecked, setMicChecked] = useState(() => readMicChecked(result.id));
  const [completing, setCompleting] = useState(false);
  const completion = useRef(false);

  const current = screen.kind === "question" ? screen.question : null;
  const upcoming = current ? upcomingQuestion(result.questions, player.answered, current) : null;
  useEffect(() => {
    if (upcoming) prefetchSpeech(questionSpeechText(upcoming), result.id);
  }, [upcoming, result.id]);

  useEffect(() => {
    if (screen.kind !== "done" || completion.current) return;
    completion.current = true;
    setCompleting(true);
    sendWithRetry(() => completeAssessment(result.id), { wait: waitOrOnline })
      .catch((error: unknown) => {
        // Completed already (another tab, or a retry whose first try did arrive): that is fine.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      })
      .then(
        () => {
          showToast({ title: PLAYER_MESSAGES.thankYouTitle, description: PLAYER_MESSAGES.thankYou, tone: "success" });
          void navigate(paths.home.href(), { carryQuery: false, replace: true });
        },
        (error: unknown) => {
          completion.current = false;
          setCompleting(false);
          showToast({ title: PLAYER_MESSAGES.completeFailed, description: error instanceof Error ? error.message : undefined, tone: "error" });
        },
      );
  }, [screen.kind, result.id, showToast, navigate]);

  async function answer(draft: AnswerDraft) {
    if (!current) return;
    try {
      const outcome = await player.submit(current, draft);
      if (outcome === "try-again") {
        showToast({ title: PLAYER_MESSAGES.tryAgainTitle, description: PLAYER_MESSAGES.tryAgain, tone: "info", durationMs: PRACTICE_RETRY_TOAST_MS });
        setAttempt((n) => n + 1);
      }
    } catch (error) {
      showToast({ title: PLAYER_MESSAGES.answerFailed, description: error instanceof Error ? error.message : undefined, tone: "error" });
    }
  }

  function microphoneDone() {
    try {
      sessionStorage.setItem(micCheckedKey(result.id), "1");
    } catch {
      // Private mode without storage: the check is simply asked again after a reload.
    }
    setMicChecked(true);
  }

  let body;
  if (screen.kind === "overview") body = <SectionOverviewCard section={screen.section} isFirstSection={screen.isFirstSection} onNext={player.goOn} />;
  else if (screen.kind === "instructions") body = <SectionInstructionsCard section={screen.section} onNext={player.goOn} />;
  else if (screen.kind === "question" && screen.question.question_type === "recording" && !micChecked) {
    body = (
      <div className="player-card">
        <MicrophoneCheck onDone={microphoneDone} />
      </div>
    );
  } else if (screen.kind === "question") {
    body = <QuestionCard key={`${screen.question.id}-${attempt}`} question={screen.question} resultId={result.id} busy={player.sending} onSubmit={(draft) => void answer(draft)} />;
  } else body = <p className="player-card player-card__lead" role="status">{completing ? "Saving your test..." : "All done!"}</p>;

  return (
    <div className="player">
      <title>Assessment | ReadBright</title>
      <header className="player__header">
        <p className="player__brand">ReadBright</p>
        <ProgressBar answered={progress.answered} total={progress.total} />
      </header>
      <NetworkBanner online={online} retrying={player.retrying} />
      <div className="player__body">{body}</div>
    </div>
  );
}
