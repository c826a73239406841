// The spoken answer to a recording question: record (up to 10 s), listen back, or clear and try again.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef } from "react";
import { ClearIcon, MicIcon, PlayIcon, StopIcon } from "./icons";
import { useAudioPlayer } from "../../../hooks/use-audio-player";
import { useRecorder } from "./use-recorder";
import "./media.css";

interface RecorderProps {
  onChange(recording: Blob | null): void;
  disabled?: boolean;
  /** The microphone could not record: the player offers its check again. */
  onProblem?(): void;
}

function seconds(ms: number): string {
  const whole = Math.floor(ms / 1000);
  return `0:${String(whole).padStart(2, "0")}`;
}

export function Recorder({ onChange, disabled = false, onProblem }: RecorderProps) {
  const { t } = useLingui();
  const player = useAudioPlayer();
  const { stop: stopPlaying } = player;
  const handleChange = useCallback(
    (recording: Blob | null) => {
      if (!recording) stopPlaying();
      onChange(recording);
    },
    [onChange, stopPlaying],
  );
  const recorder = useRecorder({ onChange: handleChange });
  const { status, elapsedMs, maxSeconds, recordingUrl, error } = recorder;
  const left = Math.max(0, maxSeconds - Math.floor(elapsedMs / 1000));
  const mainButton = useRef<HTMLButtonElement>(null);
  const problem = useRef(onProblem);

  useEffect(() => {
    problem.current = onProblem;
  }, [onProblem]);

  useEffect(() => {
    if (error) problem.current?.();
  }, [error]);

  function clear() {
    recorder.clear();
    mainButton.current?.focus();
  }

  const main =
    status === "recording"
      ? { label: t`Stop recording`, icon: <StopIcon />, primary: false, action: recorder.stop }
      : status === "recorded" && recordingUrl
        ? player.playing
          ? { label: t`Stop playing`, icon: <StopIcon />, primary: true, action: player.stop }
          : { label: t`Play recording`, icon: <PlayIcon />, primary: true, action: () => void player.play(recordingUrl) }
        : { label: t`Start recording`, icon: <MicIcon />, primary: false, action: () => void recorder.start() };
  const elapsed = seconds(elapsedMs);
  const most = seconds(maxSeconds * 1000);

  return (
    <div className="recorder">
      {status === "recording" ? (
        <>
          <p className="recorder__time" role="timer" aria-live="off">
            <span className="recorder__dot" aria-hidden="true" />
            <Trans>
              Recording {elapsed} / {most}
            </Trans>
          </p>
          <p className="media-note">
            <Plural value={left} one="# second left" other="# seconds left" />
          </p>
        </>
      ) : null}
      {/* Announced once the recording ends, never while it runs (the timer above is not live): a screen
          reader's voice would be recorded with the answer. */}
      {status === "recorded" ? (
        <p className="recorder__time" role="status">
          <Trans>Your answer is recorded.</Trans>
        </p>
      ) : null}
      <div className="recorder__controls">
        {/* One main button whose action follows the state, so keyboard focus stays on it throughout. */}
        <button
          ref={mainButton}
          type="button"
          className={`button media-button ${main.primary ? "button--primary" : "media-button--record"}`}
          disabled={disabled}
          aria-disabled={status === "starting" || undefined}
          aria-busy={status === "starting" || undefined}
          onClick={main.action}
        >
          {main.icon}
          {main.label}
        </button>
        {status === "recorded" ? (
          <button type="button" className="button media-button" disabled={disabled} onClick={clear}>
            <ClearIcon />
            <Trans>Clear recording</Trans>
          </button>
        ) : null}
      </div>
      {error || player.error ? (
        <p className="media-error" role="alert">
          {error?.message ?? player.error}
        </p>
      ) : null}
    </div>
  );
}
