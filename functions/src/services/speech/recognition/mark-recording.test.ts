import { describe, expect, it } from "vitest";
import type { AudioMeasures } from "./audio-measures";
import type { EngineCalibration } from "./calibration";
import { markRecording, phrasesFor, WAITING } from "./mark-recording";
import type { MarkPolicy } from "./mark-recording";

const key = { accepted: ["ball"], foils: ["football", "fall"] };
const now = new Date("2026-11-23T10:00:00Z");
const ITEM = "age-5-7-v1:307";
const clean: AudioMeasures = { active_ms: 600, voiced_ms: 400, level_db: -20, snr_db: 50, high_band_db: -20, pitch_hz: 120 };
const calibrated: EngineCalibration = {
  marks: { right: false, wrong: true },
  candidate: { right: false, wrong: true },
  threshold: 0.8,
  gates: { min_snr_db: 25, min_level_db: -45, max_pitch_hz: 200, min_high_band_db: null },
  trusted: { [ITEM]: ["ball", "football"] },
};
const policy = (overrides: Partial<MarkPolicy> = {}): MarkPolicy => ({ calibration: calibrated, item: ITEM, practice: false, measures: clean, ...overrides });
const heard = (transcript: string, confidence = 1) => ({ hearing: "phrase" as const, transcript, confidence });

describe("phrasesFor", () => {
  it("listens for the first accepted answer and the foils", () => {
    expect(phrasesFor({ accepted: ["plimmet", "plimmit"], foils: ["limit"] })).toEqual(["plimmet", "limit"]);
    expect(phrasesFor(undefined)).toEqual([]);
  });
});

describe("markRecording", () => {
  it("marks wrong when a trusted foil is heard surely in a condition the calibration covers", () => {
    expect(markRecording(heard("football"), "pocketsphinx", key, now, policy())).toEqual({
      is_correct: false,
      needs_review: false,
      marked_by: "speech",
      marked_at: now,
      hearing: "phrase",
      transcript: "football",
      confidence: 1,
      recognizer: "pocketsphinx",
      voice_detected: null,
    });
  });

  it("never marks right where the calibration does not allow it: the answer heard surely waits, with what was heard", () => {
    expect(markRecording(heard("ball"), "pocketsphinx", key, now, policy())).toEqual({ ...WAITING, hearing: "phrase", transcript: "ball", confidence: 1, recognizer: "pocketsphinx" });
  });

  it("marks right only where the calibration allows it", () => {
    const both = { ...calibrated, marks: { right: true, wrong: true } };
    expect(markRecording(heard("ball"), "pocketsphinx", key, now, policy({ calibration: both }))).toMatchObject({ is_correct: true, marked_by: "speech" });
  });

  it.each([
    ["below the threshold", heard("football", 0.6), policy()],
    ["a hearing the trust table does not list for the item", heard("fall"), policy()],
    ["an item the trust table does not know", heard("football"), policy({ item: "age-5-7-v1:999" })],
    ["noise the calibration did not cover", heard("football"), policy({ measures: { ...clean, snr_db: 12 } })],
    ["a voice higher than the calibration covered", heard("football"), policy({ measures: { ...clean, pitch_hz: 280 } })],
    ["a recording that could not be measured", heard("football"), policy({ measures: null })],
    ["an engine the evaluation never ran on", heard("football"), policy({ calibration: undefined })],
  ])("waits for a person on %s, keeping what was heard", (_name, recognition, markPolicy) => {
    expect(markRecording(recognition, "pocketsphinx", key, now, markPolicy)).toMatchObject({ is_correct: null, needs_review: true, marked_by: null, transcript: recognition.transcript });
  });

  it("waits, saying so, when what was heard is none of the item's phrases", () => {
    expect(markRecording({ hearing: "other", transcript: "dog", confidence: 0.95 }, "google", key, now, policy())).toEqual({
      ...WAITING,
      hearing: "other",
      transcript: "dog",
      confidence: 0.95,
      recognizer: "google",
    });
  });

  it("waits when no engine ran", () => {
    expect(markRecording(null, null, key, now, policy())).toEqual(WAITING);
  });
});

describe("practice recordings", () => {
  it("may be marked right, never wrong, keeping what was heard", () => {
    expect(markRecording(heard("ball"), "pocketsphinx", key, now, policy({ practice: true }))).toMatchObject({ is_correct: true, marked_by: "speech" });
    expect(markRecording(heard("football"), "pocketsphinx", key, now, policy({ practice: true }))).toEqual({
      ...WAITING,
      hearing: "phrase",
      transcript: "football",
      confidence: 1,
      recognizer: "pocketsphinx",
    });
  });
});
