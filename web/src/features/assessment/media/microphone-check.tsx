// Before the first recording question: the test-taker records a few seconds and hears them played back,
// so a blocked or broken microphone is found before the test rather than during it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useRef } from "react";
import { MicIcon, PlayIcon, ReplayIcon, StopIcon } from "./icons";
import { useAudioPlayer } from "../../../hooks/use-audio-player";
import { useRecorder } from "./use-recorder";
import type { RecorderProblem } from "./use-recorder";
import "./media.css";

export const MICROPHONE_CHECK_SECONDS = 3;

export const MICROPHONE_PROBLEMS: Record<RecorderProblem, MessageDescriptor> = {
  blocked: msg`Your microphone is blocked. Allow this page to use the microphone (look for the microphone or lock icon next to the web address), then press Try again.`,
  missing: msg`We could not find a microphone. Plug one in or switch it on, then press Try again.`,
  failed: msg`Failed to start recording. Check that your microphone is connected, then press Try again.`,
  format: msg`Invalid audio format. This browser cannot record sound we can use: please try a recent Chrome, Edge, Firefox or Safari.`,
  "too-large": msg`That recording was too large. Please press Try again.`,
};

interface MicrophoneCheckProps {
  onDone(): void;
}

export function MicrophoneCheck({ onDone }: MicrophoneCheckProps) {
  const titleId = useId();
  const { t } = useLingui();
  const player = useAudioPlayer();
  const { play } = player;
  // Play the recording back as soon as it is made: hearing themself is the whole point.
  const playBack = useCallback(
    (_recording: Blob | null, url: string | null) => {
      if (url) void play(url);
    },
    [play],
  );
  const recorder = useRecorder({ maxSeconds: MICROPHONE_CHECK_SECONDS, onChange: playBack });
  const { status, elapsedMs, recordingUrl, error } = recorder;
  const left = Math.max(0, MICROPHONE_CHECK_SECONDS - Math.floor(elapsedMs / 1000));
  const section = useRef<HTMLElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const shownStatus = useRef(status);

  // Each step shows other buttons: keep keyboard focus on the step's main one rather than losing it.
  useEffect(() => {
    if (status === "starting" || status === shownStatus.current) return;
    shownStatus.current = status;
    const active = document.activeElement;
    if (!active || active === document.body || section.current?.contains(active)) mainButton.current?.focus();
  }, [status]);

  function tryAgain() {
    player.stop();
    void recorder.start();
  }

  return (
    <section ref={section} className="mic-check" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Let's check your microphone</Trans>
      </h2>
      {status === "recorded" && recordingUrl ? (
        <>
          <p>
            <Trans>Listen. Can you hear yourself?</Trans>
          </p>
          <div className="mic-check__actions">
            {player.playing ? (
              <button type="button" className="button media-button" onClick={player.stop}>
                <StopIcon />
                <Trans>Stop playing</Trans>
              </button>
            ) : (
              <button type="button" className="button media-button" onClick={() => void play(recordingUrl)}>
                <PlayIcon />
                <Trans>Play it again</Trans>
              </button>
            )}
          </div>
          <div className="mic-check__actions">
            <button ref={mainButton} type="button" className="button button--primary media-button" onClick={onDone}>
              <Trans>I heard myself</Trans>
            </button>
            <button type="button" className="button media-button" onClick={tryAgain}>
              <ReplayIcon />
              <Trans>Try again</Trans>
            </button>
          </div>
          {player.error ? (
            <p className="media-error" role="alert">
              {player.error}
            </p>
          ) : null}
        </>
      ) : status === "recording" ? (
        <>
          <p className="recorder__time" role="timer" aria-live="off">
            <span className="recorder__dot" aria-hidden="true" />
            <Trans>
              Say your name… <Plural value={left} one="# second left" other="# seconds left" />
            </Trans>
          </p>
          <div className="mic-check__actions">
            <button ref={mainButton} type="button" className="button media-button media-button--record" onClick={recorder.stop}>
              <StopIcon />
              <Trans>Stop recording</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>Press the button and say your name. Then you will hear it played back.</Trans>
          </p>
          <div className="mic-check__actions">
            <button
              ref={mainButton}
              type="button"
              className="button media-button media-button--record"
              aria-disabled={status === "starting" || undefined}
              aria-busy={status === "starting" || undefined}
              onClick={tryAgain}
            >
              <MicIcon />
              {error ? <Trans>Try again</Trans> : <Trans>Start recording</Trans>}
            </button>
          </div>
          {error ? (
            <p className="media-error" role="alert">
              {t(MICROPHONE_PROBLEMS[error.problem])}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
