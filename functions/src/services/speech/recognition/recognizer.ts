// What marking a recording needs from a speech-to-text engine (docs/assessment-content.md). Two engines:
// Google Cloud Speech-to-Text where credentials exist, pocketsphinx offline.
import type { Hearing } from "@readbright/domain/api/reviews";

/** What the engine listens for: the item's expected answer and its plausible wrong ones. */
export interface RecognitionRequest {
  audio: Buffer;
  /** The recording's real type, as audio-format.ts detected it ("audio/webm", "audio/mp4", ...). */
  contentType: string;
  /** Every phrase the item expects or anticipates, the expected answer first; the engine picks among them or none. */
  phrases: readonly string[];
  /** Pronunciations (CMUdict phones) of real words that sound nearly like the answer, for engines that decode against a grammar. */
  cohort: readonly string[];
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
