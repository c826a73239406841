import { describe, expect, it, vi } from "vitest";
import type { AudioMeasures } from "./audio-measures";
import type { SpeechCalibration } from "./calibration";
import { NO_VOICE, WAITING } from "./mark-recording";
import { recognizeRecording, RECOGNITION_TIMEOUT_MS, voiceIn } from "./recognize-recording";
import type { RecognitionDeps } from "./recognize-recording";
import type { Recognition, SpeechRecognizer } from "./recognizer";

vi.mock("firebase-functions/logger", () => ({ logger: { warn: vi.fn() } }));

const now = new Date("2026-11-23T10:00:00Z");
// age-15-plus-v1 question 306: "desk" without its third sound is "deck".
const recording = { resultId: "r1", assessmentId: "age-15-plus-v1", questionId: 306, practice: false, key: { accepted: ["deck"], foils: ["desk", "disk", "debt"] }, audio: Buffer.from("a"), contentType: "audio/webm" };
const voice: AudioMeasures = { active_ms: 600, voiced_ms: 400, level_db: -20, snr_db: 50, high_band_db: -20, pitch_hz: 120 };
const calibration: SpeechCalibration = {
  fingerprint: "test",
  engines: { pocketsphinx: { marks: { right: false, wrong: true }, candidate: { right: false, wrong: true }, threshold: 0.8, gates: { min_snr_db: 20, min_level_db: null, max_pitch_hz: null, min_high_band_db: null }, trusted: { "age-15-plus-v1:306": ["deck", "desk"] } } },
};
/** Waiting for a person, with the voice the check heard kept for the validity flags. */
const VOICED_WAITING = { ...WAITING, voice_detected: true };
const heard = (transcript: string): Recognition => ({ hearing: "phrase", transcript, confidence: 1 });

function deps(name: SpeechRecognizer["name"], recognize: SpeechRecognizer["recognize"], overrides: Partial<RecognitionDeps> = {}): RecognitionDeps {
  return { getEngine: async () => ({ name, recognize }), withinBudget: async () => true, measure: async () => voice, calibration, ...overrides };
}

describe("recognizeRecording", () => {
  it("marks a sure, trusted hearing of a wrong answer, asking the engine for the item's phrases and cohort", async () => {
    const recognize = vi.fn().mockResolvedValue(heard("desk"));
    const mark = await recognizeRecording(recording, now, deps("pocketsphinx", recognize));
    expect(mark).toMatchObject({ is_correct: false, marked_by: "speech", needs_review: false, hearing: "phrase" });
    expect(recognize).toHaveBeenCalledWith(expect.objectContaining({ audio: recording.audio, contentType: "audio/webm", phrases: ["deck", "desk", "disk", "debt"] }));
    // The item's cohort: real words that sound nearly like "deck" (speech-cohorts.json).
    expect(recognize.mock.calls[0]?.[0].cohort.length).toBeGreaterThan(10);
  });

  it("leaves the right answer of a scored item for a person, and marks it right on practice", async () => {
    const recognize = async () => heard("deck");
    expect(await recognizeRecording(recording, now, deps("pocketsphinx", recognize))).toMatchObject({ is_correct: null, needs_review: true, transcript: "deck" });
    expect(await recognizeRecording({ ...recording, practice: true }, now, deps("pocketsphinx", recognize))).toMatchObject({ is_correct: true, marked_by: "speech" });
  });

  it("sends a recording with no voice in it to a person without asking any engine", async () => {
    const recognize = vi.fn();
    const withinBudget = vi.fn().mockResolvedValue(true);
    const silent = { ...voice, voiced_ms: 0, active_ms: 0 };
    expect(await recognizeRecording(recording, now, deps("google", recognize, { measure: async () => silent, withinBudget }))).toEqual(NO_VOICE);
    expect(recognize).not.toHaveBeenCalled();
    expect(withinBudget).not.toHaveBeenCalled();
  });

  it("still listens when the audio cannot be measured, but does not mark, and says no voice check was made", async () => {
    const mark = await recognizeRecording(recording, now, deps("pocketsphinx", async () => heard("desk"), { measure: async () => null }));
    expect(mark).toMatchObject({ needs_review: true, transcript: "desk", voice_detected: null });
  });

  it("keeps the voice check's verdict on every mark, heard by the engine or not (decision 41)", async () => {
    expect(await recognizeRecording(recording, now, deps("pocketsphinx", async () => heard("desk")))).toMatchObject({ marked_by: "speech", voice_detected: true });
    // An item the engine has nothing to listen for is still checked for a voice.
    expect(await recognizeRecording({ ...recording, key: undefined }, now, deps("pocketsphinx", vi.fn()))).toEqual(VOICED_WAITING);
    expect(await voiceIn(recording.audio, { measure: async () => ({ ...voice, voiced_ms: 0 }) })).toBe(false);
    expect(await voiceIn(recording.audio, { measure: async () => voice })).toBe(true);
    expect(await voiceIn(recording.audio, { measure: async () => null })).toBeNull();
  });

  it("marks nothing for an engine the calibration has no entry for", async () => {
    expect(await recognizeRecording(recording, now, deps("google", async () => heard("desk")))).toMatchObject({ needs_review: true, recognizer: "google", transcript: "desk" });
  });

  it("waits for a person when the engine fails, or there is none", async () => {
    expect(await recognizeRecording(recording, now, deps("pocketsphinx", async () => Promise.reject(new Error("ffmpeg failed"))))).toEqual(VOICED_WAITING);
    expect(await recognizeRecording(recording, now, deps("pocketsphinx", vi.fn(), { getEngine: async () => null }))).toEqual(VOICED_WAITING);
  });

  it("does not ask the engine once the result's recognition budget is spent", async () => {
    const recognize = vi.fn().mockResolvedValue(heard("deck"));
    const withinBudget = vi.fn().mockResolvedValue(false);
    expect(await recognizeRecording(recording, now, deps("google", recognize, { withinBudget }))).toEqual(VOICED_WAITING);
    expect(withinBudget).toHaveBeenCalledWith("r1");
    expect(recognize).not.toHaveBeenCalled();
  });

  it("waits for a person when the engine does not answer in time", async () => {
    vi.useFakeTimers();
    try {
      const pending = recognizeRecording(recording, now, deps("google", () => new Promise(() => {})));
      await vi.advanceTimersByTimeAsync(RECOGNITION_TIMEOUT_MS + 1);
      expect(await pending).toEqual(VOICED_WAITING);
    } finally {
      vi.useRealTimers();
    }
  });
});
