// The spoken answer to a recording question: record (up to 10 s), listen back, or clear and try again.
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
      ? { label: "Stop recording", icon: <StopIcon />, primary: false, action: recorder.stop }
      : status === "recorded" && recordingUrl
        ? player.playing
          ? { label: "Stop playing", icon: <StopIcon />, primary: true, action: player.stop }
          : { label: "Play recording", icon: <PlayIcon />, primary: true, action: () => void player.play(recordingUrl) }
        : { label: "Start recording", icon: <MicIcon />, primary: false, action: () => void recorder.start() };

  return (
    <div className="recorder">
      {status === "recording" ? (
        <>
          <p className="recorder__time" role="timer" aria-live="off">
            <span className="recorder__dot" aria-hidden="true" />
            Recording {seconds(elapsedMs)} / {seconds(maxSeconds * 1000)}
          </p>
          <p className="media-note">
            {left} {left === 1 ? "second" : "seconds"} left
          </p>
        </>
      ) : null}
      {/* Announced once the recording ends, never while it runs (the timer above is not live): a screen
          reader's voice would be recorded with the answer. */}
      {status === "recorded" ? (
        <p className="recorder__time" role="status">
          Your answer is recorded.
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
            Clear recording
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
