// What marking a recording needs from a speech-to-text engine (docs/assessment-content.md). Two engines:
// Google Cloud Speech-to-Text where credentials exist, pocketsphinx offline.
import type { Hearing } from "@readbright/domain/api/reviews";
import type { TestLanguage } from "@readbright/domain/test-language";

/** What the engine listens for: the item's expected answer and its plausible wrong ones. */
export interface RecognitionRequest {
  audio: Buffer;
  /** The recording's real type, as audio-format.ts detected it ("audio/webm", "audio/mp4", ...). */
  contentType: string;
  /** Every phrase the item expects or anticipates, the expected answer first; the engine picks among them or none. */
  phrases: readonly string[];
  /** Pronunciations (CMUdict phones) of real words that sound nearly like the answer, for engines that decode against a grammar. */
  cohort: readonly string[];
  /** The language the item is said in; English when absent. */
  language?: TestLanguage;
}

export interface Recognition {
  /**
   * "phrase": one of the item's phrases, in `transcript`; "other": something that is none of them (what
   * an engine with free text heard is in `transcript`, otherwise null); "no_voice": no voice in the audio.
   */
  hearing: Hearing;
  transcript: string | null;
  /** How sure the engine is of that hearing, 0 to 1: what the marking threshold is compared with. */
  confidence: number;
}

export interface SpeechRecognizer {
  name: "pocketsphinx" | "google";
  recognize(request: RecognitionRequest): Promise<Recognition>;
}

/**
 * The languages each engine can hear. Offline there is only pocketsphinx-en-us: a Spanish recording run
 * through an English model would be mapped onto the nearest English-sounding phrase, so it is never run
 * and waits for a person instead (decision 50).
 */
export const RECOGNIZER_LANGUAGES: Readonly<Record<SpeechRecognizer["name"], readonly TestLanguage[]>> = {
  pocketsphinx: ["en"],
  google: ["en", "es"],
};

export function hearsLanguage(engine: SpeechRecognizer["name"], language: TestLanguage): boolean {
  return RECOGNIZER_LANGUAGES[engine].includes(language);
}
