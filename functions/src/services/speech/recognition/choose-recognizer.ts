// Picks the speech recogniser once per instance, like the synthesiser (../speech/choose-synthesizer.ts):
// Google Cloud Speech-to-Text where credentials are configured, otherwise pocketsphinx, otherwise none
// (every recording then waits for a person).
import { log } from "../../../core/log";
import { googleCloudConfigured } from "../google-cloud";
import { createGoogleRecognizer } from "./google-recognizer";
import { pocketsphinxAvailable, pocketsphinxRecognizer } from "./pocketsphinx-recognizer";
import type { SpeechRecognizer } from "./recognizer";

let chosen: Promise<SpeechRecognizer | null> | undefined;

async function choose(): Promise<SpeechRecognizer | null> {
  if (process.env.SPEECH_RECOGNIZER === "none") return null;
  if (googleCloudConfigured(process.env, process.env.SPEECH_RECOGNIZER === "pocketsphinx")) {
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
