// Picks the speech engine once per instance: Google Cloud Text-to-Speech where credentials
// are configured, otherwise the local espeak-ng binary, otherwise none (the API answers 503).
import { log } from "../../../core/log";
import { googleCloudConfigured } from "../google-cloud";
import { espeakAvailable, espeakSynthesizer } from "./espeak-synthesizer";
import { createGoogleSynthesizer } from "./google-synthesizer";
import type { SpeechSynthesizer } from "./synthesizer";

let chosen: Promise<SpeechSynthesizer | null> | undefined;

async function choose(): Promise<SpeechSynthesizer | null> {
  if (googleCloudConfigured(process.env, process.env.TTS_PROVIDER === "espeak")) {
    try {
      return await createGoogleSynthesizer();
    } catch (err) {
      log.warn("Google Text-to-Speech unavailable, trying espeak-ng", { error: (err as Error).message });
    }
  }
  if (await espeakAvailable()) return espeakSynthesizer;
  log.warn("No text-to-speech engine: install espeak-ng or configure Google credentials");
  return null;
}

export function getSynthesizer(): Promise<SpeechSynthesizer | null> {
  chosen ??= choose();
  return chosen;
}
