// Picks the speech engine once per instance (../engine-choice.ts): Google Cloud Text-to-Speech where
// credentials are configured, otherwise the local espeak-ng binary, otherwise none (the API answers 503).
import { engineChooser } from "../engine-choice";
import { espeakAvailable, espeakSynthesizer } from "./espeak-synthesizer";
import { createGoogleSynthesizer } from "./google-synthesizer";
import type { SpeechSynthesizer } from "./synthesizer";

export const getSynthesizer = engineChooser<SpeechSynthesizer>(() => ({
  preferLocal: process.env.TTS_PROVIDER === "espeak",
  google: { name: "Google Text-to-Speech", create: createGoogleSynthesizer },
  local: { name: "espeak-ng", available: espeakAvailable, engine: espeakSynthesizer },
  missing: "No text-to-speech engine: install espeak-ng or configure Google credentials",
}));
