// The spoken answer to a recording question: record (up to 10 s), listen back, or clear and try again.
import { useCallback } from "react";
import { ClearIcon, MicIcon, PlayIcon, StopIcon } from "./icons";
import { useAudioPlayer } from "./use-audio-player";
import { useRecorder } from "./use-recorder";
import "./media.css";

interface RecorderProps {
  onChange(recording: Blob | null): void;
  disabled?: boolean;
}

function seconds(ms: number): string {
  const whole = Math.floor(ms / 1000);
  return `0:${String(whole).padStart(2, "0")}`;
}

export function Recorder({ onChange, disabled = false }: RecorderProps) {
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
      {status === "recorded" ? <p className="recorder__time">Your answer is recorded.</p> : null}
      <div className="recorder__controls">
        {status === "idle" || status === "starting" ? (
          <button
            type="button"
            className="media-button media-button--record"
            disabled={disabled || status === "starting"}
            aria-busy={status === "starting" || undefined}
            onClick={() => void recorder.start()}
          >
            <MicIcon />
            Start recording
          </button>
        ) : null}
        {status === "recording" ? (
          <button type="button" className="media-button media-button--record" disabled={disabled} onClick={recorder.stop}>
            <StopIcon />
            Stop recording
          </button>
        ) : null}
        {status === "recorded" && recordingUrl ? (
          <>
            {player.playing ? (
              <button type="button" className="media-button media-button--primary" disabled={disabled} onClick={player.stop}>
                <StopIcon />
                Stop playing
              </button>
            ) : (
              <button type="button" className="media-button media-button--primary" disabled={disabled} onClick={() => void player.play(recordingUrl)}>
                <PlayIcon />
                Play recording
              </button>
            )}
            <button type="button" className="media-button" disabled={disabled} onClick={recorder.clear}>
              <ClearIcon />
              Clear recording
            </button>
          </>
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
