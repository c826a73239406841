// What the speech service needs from a text-to-speech engine.

export interface SpeechSynthesizer {
  name: "espeak-ng" | "google";
  contentType: string;
  /** File extension of cached audio. */
  extension: string;
  defaultVoice: string;
  /** Speaks an SSML document with the named voice. */
  synthesize(ssml: string, voice: string): Promise<Buffer>;
}

export const UNKNOWN_VOICE = "Unknown voice";
