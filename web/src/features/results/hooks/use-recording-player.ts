// Plays one recorded answer at a time: fetched with the ID token (an <audio src> cannot send it), then
// played by the shared audio player, which lets its object URL go when another starts or the panel closes.
import { msg } from "@lingui/core/macro";
import { useCallback, useState } from "react";
import { useAudioPlayer } from "../../../hooks/use-audio-player";
import { getRecording } from "../api/get-recording";

export const RECORDING_FAILED = msg`The recording could not be played. Please try again.`;

export function useRecordingPlayer(resultId: string) {
  const player = useAudioPlayer();
  const { stop: stopAudio } = player;
  /** The answer being fetched or played. */
  const [current, setCurrent] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const stop = useCallback(() => {
    stopAudio();
    setLoading(false);
    setCurrent(null);
  }, [stopAudio]);

  const play = useCallback(
    async (questionId: number) => {
      stopAudio();
      setFailed(false);
      setCurrent(questionId);
      setLoading(true);
      let started = false;
      try {
        started = await player.play(await getRecording(resultId, questionId));
      } catch {
        // The request failed: said below, like a recording the browser would not play.
      }
      setLoading(false);
      if (!started) {
        setFailed(true);
        setCurrent(null);
      }
    },
    [resultId, player, stopAudio],
  );

  return { play, stop, playing: loading || player.playing ? current : null, error: failed ? RECORDING_FAILED : null };
}
