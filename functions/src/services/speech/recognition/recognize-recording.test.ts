import { describe, expect, it, vi } from "vitest";
import { recognizeRecording, RECOGNITION_TIMEOUT_MS } from "./recognize-recording";
import type { SpeechRecognizer } from "./recognizer";
import { WAITING } from "./mark-recording";

vi.mock("firebase-functions/logger", () => ({ logger: { warn: vi.fn() } }));

const now = new Date("2026-11-23T10:00:00Z");
// age-15-plus-v1 question 306: "desk" without its third sound; speech-trust.json trusts hearing "deck".
const recording = { resultId: "r1", assessmentId: "age-15-plus-v1", questionId: 306, practice: false, key: { accepted: ["deck"], foils: ["desk", "disk", "debt"] }, audio: Buffer.from("a"), contentType: "audio/webm" };
const engine = (name: SpeechRecognizer["name"], recognize: SpeechRecognizer["recognize"], withinBudget = async () => true) => ({
  getEngine: async () => ({ name, recognize }),
  withinBudget,
});

describe("recognizeRecording", () => {
  it("marks a sure, trusted hearing of a wrong answer and asks the engine for the item's phrases", async () => {
    const recognize = vi.fn().mockResolvedValue({ transcript: "desk", confidence: 1 });
    const mark = await recognizeRecording(recording, now, engine("pocketsphinx", recognize));
    expect(mark).toMatchObject({ is_correct: false, marked_by: "speech", needs_review: false });
    expect(recognize).toHaveBeenCalledWith({ audio: recording.audio, contentType: "audio/webm", phrases: ["deck", "desk", "disk", "debt"] });
  });

  it("leaves the right answer of a scored item for a person, and marks it right on practice", async () => {
    const recognize = async () => ({ transcript: "deck", confidence: 1 });
    expect(await recognizeRecording(recording, now, engine("pocketsphinx", recognize))).toMatchObject({ is_correct: null, needs_review: true, transcript: "deck" });
    expect(await recognizeRecording({ ...recording, practice: true }, now, engine("pocketsphinx", recognize))).toMatchObject({ is_correct: true, marked_by: "speech" });
  });

  it("does not mark on a pocketsphinx hearing the trust table does not list for the item", async () => {
    const mark = await recognizeRecording({ ...recording, questionId: 999 }, now, engine("pocketsphinx", async () => ({ transcript: "desk", confidence: 1 })));
    expect(mark).toMatchObject({ needs_review: true, transcript: "desk" });
  });

  it("waits for a person when the engine fails, or there is none", async () => {
    expect(await recognizeRecording(recording, now, engine("pocketsphinx", async () => Promise.reject(new Error("ffmpeg failed"))))).toEqual(WAITING);
    expect(await recognizeRecording(recording, now, { getEngine: async () => null, withinBudget: async () => true })).toEqual(WAITING);
  });

  it("does not ask the engine once the result's recognition budget is spent", async () => {
    const recognize = vi.fn().mockResolvedValue({ transcript: "deck", confidence: 1 });
    const withinBudget = vi.fn().mockResolvedValue(false);
    expect(await recognizeRecording(recording, now, engine("google", recognize, withinBudget))).toEqual(WAITING);
    expect(withinBudget).toHaveBeenCalledWith("r1");
    expect(recognize).not.toHaveBeenCalled();
  });

  it("waits for a person when the engine does not answer in time", async () => {
    vi.useFakeTimers();
    try {
      const pending = recognizeRecording(recording, now, engine("google", () => new Promise(() => {})));
      await vi.advanceTimersByTimeAsync(RECOGNITION_TIMEOUT_MS + 1);
      expect(await pending).toEqual(WAITING);
    } finally {
      vi.useRealTimers();
    }
  });
});
