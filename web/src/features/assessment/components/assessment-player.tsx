// The assessment itself for a loaded, open result: progress and Exit, the network banner, the microphone
// check (once, before the first question), and the current screen (section overview, instructions,
// question), then completion once every answer is stored.
import { useLingui } from "@lingui/react/macro";
import { PRACTICE_RETRY_TOAST_MS } from "@readbright/domain/limits";
import { nextQuestion, questionPosition } from "@readbright/domain/question-order";
import { useEffect, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { useAssessmentPlayer } from "../hooks/use-assessment-player";
import { useCompletion } from "../hooks/use-completion";
import { useOnline } from "../../../hooks/use-online";
import { useDomainText } from "../../../lib/i18n/domain-text";
import { useDeviceReport } from "../hooks/use-device-report";
import { testLanguage } from "../hooks/use-test-language";
import { useWarnBeforeLeaving } from "../hooks/use-warn-before-leaving";
import { needsMicCheck, rememberMicCheck } from "../media/mic-check-store";
import { MicrophoneCheck } from "../media/microphone-check";
import { prefetchSpeech } from "../media/prefetch-speech";
import { preloadPictures } from "../media/preload-pictures";
import type { AnswerDraft } from "../utils/answer-draft";
import { answerFailureMessage } from "../utils/player-errors";
import { PLAYER_MESSAGES } from "../utils/player-messages";
import { sectionName } from "../utils/section-copy";
import { upcomingQuestion } from "../utils/section-flow";
import { NetworkBanner, OFFLINE_DONE } from "./network-banner";
import { SaveStatus } from "./save-status";
import type { OfflineReadiness } from "../offline/prepare-test";
import { PlayerHeader } from "./player-header";
import { QuestionCard } from "./question-card";
import { SectionInstructionsCard } from "./section-instructions-card";
import { SectionOverviewCard } from "./section-overview-card";
import { TryAgainNotice } from "./try-again-notice";

interface PlayerProps {
  result: ResultResponse;
  /** Questions answered on this device that the server may not have yet. */
  answeredOnDevice?: readonly number[];
  /** Whether the test can go on without the network (offline/prepare-test.ts). */
  readiness?: OfflineReadiness;
}

export function AssessmentPlayer({ result, answeredOnDevice = [], readiness = "online-only" }: PlayerProps) {
  const { showToast } = useToast();
  const { i18n, t } = useLingui();
  const domainText = useDomainText();
  const player = useAssessmentPlayer(result, {
    onAnswerRefused: (error) => showToast({ title: i18n._(PLAYER_MESSAGES.answerFailed), description: answerFailureMessage(error, i18n), tone: "error" }),
    onStartFailed: () => showToast({ title: i18n._(PLAYER_MESSAGES.startFailed), tone: "error" }),
  }, answeredOnDevice);
  const { screen, progress } = player;
  const online = useOnline();
  useWarnBeforeLeaving(player.pending > 0);
  /** Bumped when a practice question is asked again, so it starts afresh. */
  const [attempt, setAttempt] = useState(0);
  const [tryAgainShown, setTryAgainShown] = useState(false);
  const [micCheck, setMicCheck] = useState(() => needsMicCheck(result.id, result.questions, player.answered));
  const completing = useCompletion(screen.kind === "done", player.finish);
  const done = screen.kind === "done";
  useDeviceReport(result.id, player.answersWaiting, done && player.pending > 0, !done || player.pending > 0);

  const current = screen.kind === "question" ? screen.question : null;
  // Fetched ahead: the question after this one, or during a section's cards its first question.
  const upcoming = current ? upcomingQuestion(result.questions, player.answered, current) : nextQuestion(result.questions, player.answered);
  useEffect(() => {
    if (!upcoming) return;
    prefetchSpeech({ questionId: upcoming.id, part: "question" }, result.id);
    preloadPictures(upcoming);
  }, [upcoming, result.id]);

  useEffect(() => {
    if (!tryAgainShown) return;
    const timer = setTimeout(() => setTryAgainShown(false), PRACTICE_RETRY_TOAST_MS);
    return () => clearTimeout(timer);
  }, [tryAgainShown, attempt]);

  async function answer(draft: AnswerDraft) {
    if (!current) return;
    setTryAgainShown(false);
    try {
      if ((await player.submit(current, draft)) === "try-again") {
        setTryAgainShown(true);
        setAttempt((n) => n + 1);
      }
    } catch (error) {
      showToast({ title: i18n._(PLAYER_MESSAGES.answerFailed), description: answerFailureMessage(error, i18n), tone: "error" });
    }
  }

  function microphoneDone() {
    rememberMicCheck(result.id);
    setMicCheck(false);
  }

  let body;
  if (micCheck) {
    body = (
      <div className="player-card">
        <MicrophoneCheck onDone={microphoneDone} />
      </div>
    );
  } else if (screen.kind === "overview") body = <SectionOverviewCard section={screen.section} isFirstSection={screen.isFirstSection} onNext={player.goOn} />;
  else if (screen.kind === "instructions") body = <SectionInstructionsCard section={screen.section} onNext={player.goOn} />;
  else if (screen.kind === "question") {
    body = (
      <QuestionCard
        key={`${screen.question.id}-${attempt}`}
        question={screen.question}
        resultId={result.id}
        language={testLanguage(result)}
        busy={player.checking}
        onSubmit={(draft) => void answer(draft)}
        onRecordingProblem={() => setMicCheck(true)}
      />
    );
  } else {
    const doneText = player.pending > 0 && !online ? t(OFFLINE_DONE) : player.answersWaiting > 0 ? t`Saving your answers...` : completing ? t`Saving your test...` : t`All done!`;
    body = <p className="player-card player-card__lead" role="status">{doneText}</p>;
  }

  return (
    <div className="player">
      <title>{t`Assessment | ReadBright`}</title>
      <PlayerHeader
        resultId={result.id}
        drained={player.drained}
        answered={progress.answered}
        total={progress.total}
        position={current ? questionPosition(result.questions, player.answered, current) : null}
        sectionName={current ? domainText(sectionName(current.section_type)) : null}
        practice={current?.is_practice ?? false}
        canExit={screen.kind !== "done"}
      />
      <NetworkBanner online={online} retrying={player.retrying} />
      <SaveStatus answersWaiting={player.answersWaiting} readiness={readiness} onlyInPage={player.onlyInPage} />
      <div className="player__body">
        {tryAgainShown && screen.kind === "question" ? <TryAgainNotice /> : null}
        {body}
      </div>
    </div>
  );
}
