// A Spanish recording is heard by an engine with Spanish, or waits for a person: it never reaches the
// English pocketsphinx model (decision 50).
import { describe, expect, it, vi } from "vitest";
import { AGE_5_7_ES_V1 } from "../../../content/bands/age-5-7-es-v1";
import type { AudioMeasures } from "./audio-measures";
import type { SpeechCalibration } from "./calibration";
import { hearingOf, GOOGLE_LANGUAGE_CODES } from "./google-recognizer";
import { WAITING } from "./mark-recording";
import { recognizeRecording } from "./recognize-recording";
import type { RecognitionDeps } from "./recognize-recording";
import { hearsLanguage } from "./recognizer";
import type { SpeechRecognizer } from "./recognizer";

vi.mock("firebase-functions/logger", () => ({ logger: { warn: vi.fn() } }));

const now = new Date("2026-11-28T10:00:00Z");
// age-5-7-es-v1 question 307: "girasol" without "gira" is "sol".
const question = AGE_5_7_ES_V1.questions.find((q) => q.id === 307)!;
const recording = { resultId: "r1", assessmentId: AGE_5_7_ES_V1.id, questionId: 307, practice: false, key: question.key, audio: Buffer.from("a"), contentType: "audio/webm" };
const voice: AudioMeasures = { active_ms: 600, voiced_ms: 400, level_db: -20, snr_db: 50, high_band_db: -20, pitch_hz: 120 };
const calibration: SpeechCalibration = { fingerprint: "test", engines: {} };

function deps(name: SpeechRecognizer["name"], recognize: SpeechRecognizer["recognize"], withinBudget = vi.fn().mockResolvedValue(true)): RecognitionDeps {
  return { getEngine: async () => ({ name, recognize }), withinBudget, measure: async () => voice, calibration };
}

describe("hearing a Spanish recording", () => {
  it("has a Spanish key", () => {
    expect(question.key).toMatchObject({ accepted: ["sol"], language: "es" });
  });

  it("never runs it through pocketsphinx, the English model: it waits for a person, spending no budget", async () => {
    const recognize = vi.fn();
    const withinBudget = vi.fn().mockResolvedValue(true);
    expect(await recognizeRecording(recording, now, deps("pocketsphinx", recognize, withinBudget))).toEqual({ ...WAITING, voice_detected: true });
    expect(recognize).not.toHaveBeenCalled();
    expect(withinBudget).not.toHaveBeenCalled();
    expect(hearsLanguage("pocketsphinx", "es")).toBe(false);
    expect(hearsLanguage("pocketsphinx", "en")).toBe(true);
  });

  it("asks Google in Spanish with the item's answer and foils as phrases, and keeps the hearing as a hint", async () => {
    const recognize = vi.fn().mockResolvedValue({ hearing: "phrase", transcript: "sol", confidence: 0.95 });
    const mark = await recognizeRecording(recording, now, deps("google", recognize));
    expect(recognize).toHaveBeenCalledWith(expect.objectContaining({ language: "es", phrases: ["sol", "girasol", "gira", "col", "sal"] }));
    // No calibration for Spanish: what was heard is kept, and a person marks it.
    expect(mark).toMatchObject({ is_correct: null, needs_review: true, recognizer: "google", transcript: "sol" });
    expect(hearsLanguage("google", "es")).toBe(true);
    expect(GOOGLE_LANGUAGE_CODES).toEqual({ en: "en-US", es: "es-US" });
  });

  it("reads a Spanish transcript with ñ kept and a silent h allowed", () => {
    expect(hearingOf("uña", 0.9, ["una", "cuna"], "es")).toMatchObject({ hearing: "other", transcript: "uña" });
    expect(hearingOf("Hala", 0.9, ["ala", "bala"], "es")).toMatchObject({ hearing: "phrase", transcript: "ala" });
  });

  it("still hears an English recording with pocketsphinx", async () => {
    const recognize = vi.fn().mockResolvedValue({ hearing: "phrase", transcript: "deck", confidence: 1 });
    const english = { ...recording, assessmentId: "age-15-plus-v1", questionId: 306, key: { accepted: ["deck"], foils: ["desk"] } };
    await recognizeRecording(english, now, deps("pocketsphinx", recognize));
    expect(recognize).toHaveBeenCalledWith(expect.objectContaining({ language: "en", phrases: ["deck", "desk"] }));
  });
});
