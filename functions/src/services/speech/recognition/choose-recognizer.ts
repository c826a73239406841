// Picks the speech recogniser once per instance (../engine-choice.ts): Google Cloud Speech-to-Text where
// credentials are configured, otherwise pocketsphinx, otherwise none (every recording then waits for a person).
import { engineChooser } from "../engine-choice";
import { createGoogleRecognizer } from "./google-recognizer";
import { pocketsphinxAvailable, pocketsphinxRecognizer } from "./pocketsphinx-recognizer";
import type { SpeechRecognizer } from "./recognizer";

export const getRecognizer = engineChooser<SpeechRecognizer>(() => ({
  off: process.env.SPEECH_RECOGNIZER === "none",
  preferLocal: process.env.SPEECH_RECOGNIZER === "pocketsphinx",
  google: { name: "Google Speech-to-Text", create: createGoogleRecognizer },
  local: { name: "pocketsphinx", available: pocketsphinxAvailable, engine: pocketsphinxRecognizer },
  missing: "No speech recogniser: install pocketsphinx, pocketsphinx-en-us and ffmpeg, or configure Google credentials",
}));
