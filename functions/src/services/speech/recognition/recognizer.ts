// What marking a recording needs from a speech-to-text engine (issue 12, docs/assessment-content.md).
// Two engines: Google Cloud Speech-to-Text where credentials exist, pocketsphinx offline.

/** What the engine listens for: the item's accepted answers and its plausible wrong ones. */
export interface RecognitionRequest {
  audio: Buffer;
  /** The recording's real type, as audio-format.ts detected it ("audio/webm", "audio/mp4", ...). */
  contentType: string;
  /** Every phrase the item expects or anticipates, accepted answers first; the engine picks among them. */
  phrases: readonly string[];
}

export interface Recognition {
  /** The phrase heard, or null when the engine heard none of them. */
  transcript: string | null;
  /** How sure the engine is, 0 to 1: what the marking threshold is compared with. */
  confidence: number;
}

export interface SpeechRecognizer {
  name: "pocketsphinx" | "google";
  recognize(request: RecognitionRequest): Promise<Recognition>;
}
