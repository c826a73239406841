// Reads a question aloud (spec section 2): a speaker before the first listen, replay after, 'Stop' while
// playing. When the server's speech fails, says so and lets the browser's own voice read it instead.
import type { MessageDescriptor } from "@lingui/core";
import type { TestLanguage } from "@readbright/domain/test-language";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { speakWithBrowser } from "./browser-speech";
import { ReplayIcon, SpeakerIcon, StopIcon } from "./icons";
import { MEDIA_MESSAGES } from "./media-messages";
import { speechSourceKey } from "./api/text-to-speech";
import type { SpeechSource } from "./api/text-to-speech";
import { speechAudio } from "./speech-cache";
import { useAudioPlayer } from "../../../hooks/use-audio-player";
import "./media.css";

interface ReadAloudButtonProps {
  /** What to say: a question of the result (the server has the words), or text. */
  source: SpeechSource;
  /** For the browser's own voice if the server's fails; null: nothing else may say it. */
  fallbackText: string | null;
  /** The language the words are in, for the browser's voice (the server's voice knows the test's). */
  language?: TestLanguage;
  resultId: string;
}

export function ReadAloudButton(props: ReadAloudButtonProps) {
  // Something new to say (a new question, or its options now shown): start again from the speaker icon,
  // with nothing still playing.
  return <ReadAloud key={speechSourceKey(props.source)} {...props} />;
}

function ReadAloud({ source, fallbackText, language = "en", resultId }: ReadAloudButtonProps) {
  const { t } = useLingui();
  const player = useAudioPlayer();
  const [loading, setLoading] = useState(false);
  const [listened, setListened] = useState(false);
  const [speechError, setSpeechError] = useState<MessageDescriptor | null>(null);
  const [browserSpeaking, setBrowserSpeaking] = useState(false);
  const request = useRef(0);
  const stopBrowser = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      // Gone (a new question): a request still on its way must not start playing.
      request.current += 1;
      stopBrowser.current?.();
    },
    [],
  );

  function fallBack() {
    if (fallbackText === null) return;
    const stop = speakWithBrowser(fallbackText, language, () => setBrowserSpeaking(false));
    stopBrowser.current = stop;
    if (!stop) return;
    setBrowserSpeaking(true);
    setListened(true);
  }

  async function start() {
    const id = ++request.current;
    setLoading(true);
    setSpeechError(null);
    let audio: Blob;
    try {
      audio = await speechAudio(source, resultId);
    } catch {
      if (id !== request.current) return;
      setLoading(false);
      setSpeechError(MEDIA_MESSAGES.speechFailed);
      fallBack();
      return;
    }
    if (id !== request.current) return;
    setLoading(false);
    if (await player.play(audio)) setListened(true);
    else if (id === request.current) fallBack();
  }

  function stop() {
    request.current += 1;
    setLoading(false);
    player.stop();
    stopBrowser.current?.();
    stopBrowser.current = null;
    setBrowserSpeaking(false);
  }

  const busy = loading || player.playing || browserSpeaking;
  const error = speechError ? t(speechError) : player.error;
  return (
    <div className="read-aloud">
      <button
        type="button"
        className="button button--primary media-button"
        aria-label={busy ? undefined : listened ? t`Read aloud again` : t`Read aloud`}
        aria-busy={loading || undefined}
        onClick={() => (busy ? stop() : void start())}
      >
        {busy ? (
          <>
            <StopIcon />
            <Trans>Stop</Trans>
          </>
        ) : listened ? (
          <ReplayIcon />
        ) : (
          <SpeakerIcon />
        )}
      </button>
      {error ? (
        <p className="media-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
