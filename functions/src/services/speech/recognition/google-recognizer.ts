// Google Cloud Speech-to-Text (v1 recognize), the item's phrases as boosted hints. Loaded only when
// chosen, to keep cold starts light. Hints are not a grammar: an unrelated word comes back as itself, so
// what it heard is compared with the item's phrases, and anything else is "not one of the expected answers". webm/opus goes as it is; anything else (Safari's mp4) is decoded
// to 16 kHz PCM with ffmpeg first, as Speech-to-Text v1 does not read mp4.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestLanguage } from "@readbright/domain/test-language";
import { heardCorrectly } from "../../../content/grade-answer";
import { decodeToWav } from "./audio-decoder";
import type { Recognition, SpeechRecognizer } from "./recognizer";

const PHRASE_BOOST = 15;

/** Speech-to-Text's language code for a test's language: US English, and US Spanish for the Spanish bank. */
export const GOOGLE_LANGUAGE_CODES: Readonly<Record<TestLanguage, string>> = { en: "en-US", es: "es-US" };

async function asLinear16(audio: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "readbright-asr-"));
  try {
    await writeFile(join(dir, "recording"), audio);
    await decodeToWav(join(dir, "recording"), join(dir, "recording.wav"));
    return await readFile(join(dir, "recording.wav"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a free-text transcript means for the item: one of its phrases (homophones allowed, written as the
 * phrase), or something else, kept as it was heard for the person who reviews it.
 */
export function hearingOf(text: string | null, confidence: number, phrases: readonly string[], language: TestLanguage = "en"): Recognition {
  const transcript = text?.trim() || null;
  if (transcript === null) return { hearing: "other", transcript: null, confidence: 0 };
  const phrase = phrases.find((p) => heardCorrectly(transcript, [p], language));
  return phrase === undefined ? { hearing: "other", transcript, confidence } : { hearing: "phrase", transcript: phrase, confidence };
}

/** Rejects when the client cannot start, e.g. missing or unreadable credentials. */
export async function createGoogleRecognizer(): Promise<SpeechRecognizer> {
  const { SpeechClient } = await import("@google-cloud/speech");
  const client = new SpeechClient();
  await client.initialize();
  return {
    name: "google",
    async recognize({ audio, contentType, phrases, language = "en" }) {
      const webm = contentType.startsWith("audio/webm");
      const content = webm ? audio : await asLinear16(audio);
      const [response] = await client.recognize({
        config: {
          languageCode: GOOGLE_LANGUAGE_CODES[language],
          encoding: webm ? "WEBM_OPUS" : "LINEAR16",
          sampleRateHertz: webm ? 48000 : 16000,
          maxAlternatives: 1,
          speechContexts: [{ phrases: [...phrases], boost: PHRASE_BOOST }],
        },
        audio: { content: content.toString("base64") },
      });
      const best = response.results?.[0]?.alternatives?.[0];
      return hearingOf(best?.transcript ?? null, Number(best?.confidence ?? 0), phrases, language);
    },
  };
}
