// The browser's own speech synthesis: the fallback when the server's speech cannot be fetched or played.
import { withoutPauseMarkers } from "./speech-text";

/** Starts speaking and returns a function that stops it, or null when this browser cannot speak. */
export function speakWithBrowser(text: string, onEnd: () => void): (() => void) | null {
  const synth = typeof window === "undefined" ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") return null;
  const utterance = new SpeechSynthesisUtterance(withoutPauseMarkers(text));
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
