// Text-to-speech with a cache: the same voice and text is synthesised once, then served from Storage.
import { createHash } from "node:crypto";
import { logger } from "firebase-functions/logger";
import { HttpError } from "../../core/http-error";
import { readCachedSpeech, writeCachedSpeech } from "./repositories/speech-cache-repository";
import { noteSpeechUser } from "./repositories/speech-cache-users-repository";
import { getSynthesizer } from "./synthesis/choose-synthesizer";
import { voiceNotOffered } from "./synthesis/synthesizer";
import { SPEECH_MESSAGES } from "@readbright/domain/api/speech";
import { MAX_TOTAL_PAUSE_MS } from "@readbright/domain/speech";
import { DEFAULT_TEST_LANGUAGE } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { hasSpokenText, parseSpeech, toSsml, totalPauseMs } from "./synthesis/pause-markers";

export const SPEECH_SERVICE_MESSAGES = {
  unavailable: SPEECH_MESSAGES.unavailable,
  nothingToSay: SPEECH_MESSAGES.textRequired,
  pausesTooLong: SPEECH_MESSAGES.pausesTooLong,
} as const;

/** Runs before a phrase that is not cached is synthesised, with the voice asked for and the engine's default for the language. */
export type MissPolicy = (voice: string, defaultVoice: string) => Promise<void>;

export interface SpokenAudio {
  audio: Buffer;
  contentType: string;
  cache: "hit" | "miss";
}

export function speechCacheName(voice: string, text: string, extension: string): string {
  const hash = createHash("sha256").update(`${voice}\n${text}`).digest("hex");
  return `${hash}.${extension}`;
}

/**
 * The audio for `text`, from the cache or synthesised and cached. `typedBy` is the account whose own words
 * these are (not the bank's): the cached phrase is traced to it, so deleting the account can delete it.
 */
export async function speak(
  text: string,
  voiceId?: string | null,
  onMiss: MissPolicy = async () => {},
  typedBy: string | null = null,
  language: TestLanguage = DEFAULT_TEST_LANGUAGE,
): Promise<SpokenAudio> {
  const segments = parseSpeech(text);
  if (!hasSpokenText(segments)) throw new HttpError(400, SPEECH_SERVICE_MESSAGES.nothingToSay);
  // Pause markers are short to type and long to hear: their sum is capped, so no request makes a long file.
  if (totalPauseMs(segments) > MAX_TOTAL_PAUSE_MS) throw new HttpError(400, SPEECH_SERVICE_MESSAGES.pausesTooLong);
  const synthesizer = await getSynthesizer();
  if (!synthesizer) throw new HttpError(503, SPEECH_SERVICE_MESSAGES.unavailable);

  // Words are read in their own language: a Spanish test's in the engine's Spanish voice, unless a voice is named.
  const defaultVoice = synthesizer.defaultVoices[language];
  const voice = voiceId ?? defaultVoice;
  if (!synthesizer.voices.includes(voice)) throw new HttpError(400, voiceNotOffered(synthesizer.voices));
  const name = speechCacheName(voice, text, synthesizer.extension);
  const cached = await readCachedSpeech(name).catch((err: unknown) => {
    // The cache only saves work: when Storage cannot be read, the phrase is synthesised again.
    logger.warn("speech cache read failed", { error: (err as Error).stack });
    return null;
  });
  if (typedBy) await noteSpeechUser(name, typedBy);
  if (cached) return { audio: cached, contentType: synthesizer.contentType, cache: "hit" };

  await onMiss(voice, defaultVoice);
  const audio = await synthesizer.synthesize(toSsml(segments), voice);
  try {
    await writeCachedSpeech(name, audio, synthesizer.contentType);
  } catch (err) {
    // The caller still gets its audio; a failed cache write only costs a later re-synthesis.
    logger.error("speech cache write failed", { error: (err as Error).stack });
  }
  return { audio, contentType: synthesizer.contentType, cache: "miss" };
}
