// Picks the speech engine once per instance: Google Cloud Text-to-Speech where credentials
// are configured, otherwise the local espeak-ng binary, otherwise none (the API answers 503).
import { logger } from "firebase-functions/logger";
import { espeakAvailable, espeakSynthesizer } from "./espeak-synthesizer";
import { createGoogleSynthesizer } from "./google-synthesizer";
import type { SpeechSynthesizer } from "./synthesizer";

let chosen: Promise<SpeechSynthesizer | null> | undefined;

// Deployed functions get Google credentials from the runtime's service account, so outside the
// emulator Google is the default (TTS_PROVIDER=espeak opts out). In the emulator Google is used
// only when a key file is configured: local runs and tests stay offline.
function googleConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.TTS_PROVIDER === "espeak") return false;
  if (env.FUNCTIONS_EMULATOR === "true") return Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  return true;
}

async function choose(): Promise<SpeechSynthesizer | null> {
  if (googleConfigured(process.env)) {
    try {
      return await createGoogleSynthesizer();
    } catch (err) {
      logger.warn("Google Text-to-Speech unavailable, trying espeak-ng", { error: (err as Error).message });
    }
  }
  if (await espeakAvailable()) return espeakSynthesizer;
  logger.warn("No text-to-speech engine: install espeak-ng or configure Google credentials");
  return null;
}

export function getSynthesizer(): Promise<SpeechSynthesizer | null> {
  chosen ??= choose();
  return chosen;
}
