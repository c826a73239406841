// What the speech service needs from a text-to-speech engine.
import type { TestLanguage } from "@readbright/domain/test-language";

export interface SpeechSynthesizer {
  name: "espeak-ng" | "google";
  contentType: string;
  /** File extension of cached audio. */
  extension: string;
  /** The voice a test's words are read in, by the test's language (decision 50). */
  defaultVoices: Readonly<Record<TestLanguage, string>>;
  /**
   * The voices a caller may ask for (the default among them). Premium voices cost several times a
   * standard one, so only standard voices are offered.
   */
  voices: readonly string[];
  /** Speaks an SSML document with the named voice. */
  synthesize(ssml: string, voice: string): Promise<Buffer>;
}

export const UNKNOWN_VOICE = "Unknown voice";

/** The 400 for a voice outside the engine's list. */
export const voiceNotOffered = (voices: readonly string[]): string => `voice_id must be one of: ${voices.join(", ")}`;
