// Plays one sound at a time (a recording, read-aloud speech, a spoken answer under review) and says
// whether it is playing. Shared by the player and the review panel.
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";

/** Spec section 8's playback error (the hook's `error` is it in the language in force). */
export const PLAYBACK_FAILED_MESSAGE = msg`Failed to play audio`;

interface Playing {
  audio: HTMLAudioElement;
  /** An object URL made for a Blob, revoked when this sound is done. */
  ownUrl: string | null;
}

export function useAudioPlayer() {
  const current = useRef<Playing | null>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const release = useCallback((sound: Playing) => {
    sound.audio.onended = null;
    sound.audio.onerror = null;
    sound.audio.pause();
    if (sound.ownUrl) URL.revokeObjectURL(sound.ownUrl);
    if (current.current === sound) current.current = null;
  }, []);

  const stop = useCallback(() => {
    if (current.current) release(current.current);
    setPlaying(false);
  }, [release]);

  /** Resolves true once playback has started, false when the browser refused to play it. */
  const play = useCallback(
    async (source: string | Blob): Promise<boolean> => {
      if (current.current) release(current.current);
      setError(null);
      const ownUrl = typeof source === "string" ? null : URL.createObjectURL(source);
      const sound: Playing = { audio: new Audio(ownUrl ?? (source as string)), ownUrl };
      current.current = sound;
      const fail = () => {
        if (current.current !== sound) return; // stopped or replaced meanwhile: not a failure
        release(sound);
        setPlaying(false);
        setError(i18n._(PLAYBACK_FAILED_MESSAGE));
      };
      sound.audio.onended = () => {
        if (current.current !== sound) return;
        release(sound);
        setPlaying(false);
      };
      sound.audio.onerror = fail;
      setPlaying(true);
      try {
        await sound.audio.play();
        return current.current === sound;
      } catch {
        fail();
        return false;
      }
    },
    [release],
  );

  useEffect(
    () => () => {
      if (current.current) release(current.current);
    },
    [release],
  );

  return { playing, error, play, stop };
}
