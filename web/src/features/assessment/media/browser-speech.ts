// The browser's own speech synthesis: the fallback when the server's speech cannot be fetched or played.
import type { TestLanguage } from "@readbright/domain/test-language";
import { withoutPauseMarkers } from "./speech-text";

/** The voice asked of the browser for each test language: Spanish as the server's (es-US, decision 50). */
export const BROWSER_VOICE_LANGS: Record<TestLanguage, string> = { en: "en-US", es: "es-US" };

/**
 * Starts speaking `text`, in `language`'s voice (a Spanish test is never read with an English voice), and
 * returns a function that stops it, or null when this browser cannot speak.
 */
export function speakWithBrowser(text: string, language: TestLanguage, onEnd: () => void): (() => void) | null {
  const synth = typeof window === "undefined" ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") return null;
  const utterance = new SpeechSynthesisUtterance(withoutPauseMarkers(text));
  utterance.lang = BROWSER_VOICE_LANGS[language];
  utterance.rate = 0.9; // a little slower, for young listeners
  let speaking = true;
  const finish = () => {
    if (!speaking) return;
    speaking = false;
    onEnd();
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  synth.cancel();
  synth.speak(utterance);
  return () => {
    if (!speaking) return;
    speaking = false;
    synth.cancel();
  };
}
