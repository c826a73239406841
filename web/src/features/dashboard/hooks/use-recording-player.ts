// Plays one recorded answer at a time: fetched with the ID token (an <audio src> cannot send it), played
// from an object URL, which is let go when another starts or the panel closes.
import { useCallback, useEffect, useRef, useState } from "react";
import { getRecording } from "../api/get-recording";

export const RECORDING_FAILED = "The recording could not be played. Please try again.";

export function useRecordingPlayer(resultId: string) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const url = useRef<string | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setPlaying(null);
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (questionId: number) => {
      stop();
      setError(null);
      setPlaying(questionId);
      try {
        const blob = await getRecording(resultId, questionId);
        url.current = URL.createObjectURL(blob);
        const element = new Audio(url.current);
        audio.current = element;
        element.onended = () => setPlaying((current) => (current === questionId ? null : current));
        await element.play();
      } catch {
        setError(RECORDING_FAILED);
        setPlaying(null);
      }
    },
    [resultId, stop],
  );

  return { play, stop, playing, error };
}
