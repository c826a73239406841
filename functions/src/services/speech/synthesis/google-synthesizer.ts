// Google Cloud Text-to-Speech, MP3 output. Loaded only when chosen, to keep cold starts light.
import { HttpError } from "../../../core/http-error";
import { UNKNOWN_VOICE } from "./synthesizer";
import type { SpeechSynthesizer } from "./synthesizer";

const INVALID_ARGUMENT = 3; // gRPC status code

/** "en-US-Standard-C" -> "en-US". */
function languageOf(voice: string): string {
  return voice.split("-").slice(0, 2).join("-");
}

/**
 * Standard voices only: WaveNet, Neural2, Studio and Journey voices cost several times as much. English,
 * and US Spanish (es-US) for the Spanish bank.
 */
export const GOOGLE_STANDARD_VOICES = [
  ..."ABCDEFGHIJ".split("").map((v) => `en-US-Standard-${v}`),
  ..."ABCDF".split("").map((v) => `en-GB-Standard-${v}`),
  ..."ABCD".split("").map((v) => `en-AU-Standard-${v}`),
  ..."ABC".split("").map((v) => `es-US-Standard-${v}`),
] as const;

export const GOOGLE_DEFAULT_VOICES = { en: "en-US-Standard-C", es: "es-US-Standard-A" } as const;

/** Rejects when the client cannot start, e.g. missing or unreadable credentials. */
export async function createGoogleSynthesizer(): Promise<SpeechSynthesizer> {
  const { TextToSpeechClient } = await import("@google-cloud/text-to-speech");
  const client = new TextToSpeechClient();
  await client.initialize();
  return {
    name: "google",
    contentType: "audio/mpeg",
    extension: "mp3",
    defaultVoices: GOOGLE_DEFAULT_VOICES,
    voices: GOOGLE_STANDARD_VOICES,
    async synthesize(ssml, voice) {
      try {
        const [response] = await client.synthesizeSpeech({
          input: { ssml },
          voice: { languageCode: languageOf(voice), name: voice },
          audioConfig: { audioEncoding: "MP3" },
        });
        const audio = response.audioContent;
        if (!audio || audio.length === 0) throw new Error("Google Text-to-Speech returned no audio");
        return typeof audio === "string" ? Buffer.from(audio, "base64") : Buffer.from(audio);
      } catch (err) {
        if ((err as { code?: unknown }).code === INVALID_ARGUMENT) throw new HttpError(400, UNKNOWN_VOICE);
        throw err;
      }
    },
  };
}
