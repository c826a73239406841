// Picks the speech recogniser once per instance, like the synthesiser (../speech/choose-synthesizer.ts):
// Google Cloud Speech-to-Text where credentials are configured, otherwise pocketsphinx, otherwise none
// (every recording then waits for a person).
import { log } from "../../http/log";
import { createGoogleRecognizer } from "./google-recognizer";
import { pocketsphinxAvailable, pocketsphinxRecognizer } from "./pocketsphinx-recognizer";
import type { SpeechRecognizer } from "./recognizer";

let chosen: Promise<SpeechRecognizer | null> | undefined;

// Deployed functions have the runtime's service account, so Google is the default there
// (SPEECH_RECOGNIZER=pocketsphinx opts out, SPEECH_RECOGNIZER=none turns marking off); in the emulator
// only with a key file, so local runs stay offline.
function googleConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.SPEECH_RECOGNIZER === "pocketsphinx") return false;
  if (env.FUNCTIONS_EMULATOR === "true") return Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  return true;
}

async function choose(): Promise<SpeechRecognizer | null> {
  if (process.env.SPEECH_RECOGNIZER === "none") return null;
  if (googleConfigured(process.env)) {
    try {
      return await createGoogleRecognizer();
    } catch (err) {
      log.warn("Google Speech-to-Text unavailable, trying pocketsphinx", { error: (err as Error).message });
    }
  }
  if (await pocketsphinxAvailable()) return pocketsphinxRecognizer;
  log.warn("No speech recogniser: install pocketsphinx, pocketsphinx-en-us and ffmpeg, or configure Google credentials");
  return null;
}

export function getRecognizer(): Promise<SpeechRecognizer | null> {
  chosen ??= choose();
  return chosen;
}
