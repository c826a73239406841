import { describe, expect, it } from "vitest";
import { markRecording, phrasesFor, PRACTICE_MARKS, SCORED_MARKS, WAITING } from "./mark-recording";

const key = { accepted: ["ball"], foils: ["football", "fall"] };
const now = new Date("2026-11-23T10:00:00Z");
const sure = { threshold: 1, trusted: ["ball", "football"], marks: SCORED_MARKS };
const bothWays = { ...sure, marks: { right: true, wrong: true } };

describe("phrasesFor", () => {
  it("listens for the first accepted answer and the foils", () => {
    expect(phrasesFor({ accepted: ["plimmet", "plimmit"], foils: ["limit"] })).toEqual(["plimmet", "limit"]);
    expect(phrasesFor(undefined)).toEqual([]);
  });
});

describe("markRecording", () => {
  it("never marks a scored recording right: the right answer heard surely waits for a person, with what was heard", () => {
    expect(markRecording({ transcript: "ball", confidence: 1 }, "pocketsphinx", key, now, sure)).toEqual({
      ...WAITING,
      transcript: "ball",
      confidence: 1,
      recognizer: "pocketsphinx",
    });
    expect(markRecording({ transcript: "Ball", confidence: 0.99 }, "google", key, now).needs_review).toBe(true);
  });
  it("marks right only where the policy allows it", () => {
    expect(markRecording({ transcript: "ball", confidence: 1 }, "pocketsphinx", key, now, bothWays)).toEqual({
      is_correct: true,
      needs_review: false,
      marked_by: "speech",
      marked_at: now,
      transcript: "ball",
      confidence: 1,
      recognizer: "pocketsphinx",
    });
  });
  it("marks wrong when a foil is heard surely", () => {
    expect(markRecording({ transcript: "football", confidence: 1 }, "pocketsphinx", key, now, sure)).toMatchObject({ is_correct: false, marked_by: "speech" });
  });
  it("leaves it for a person below the threshold, keeping what was heard", () => {
    const mark = markRecording({ transcript: "football", confidence: 0.8 }, "pocketsphinx", key, now, sure);
    expect(mark).toEqual({ ...WAITING, transcript: "football", confidence: 0.8, recognizer: "pocketsphinx" });
  });
  it("leaves it for a person when the hearing is not trusted for the item", () => {
    expect(markRecording({ transcript: "fall", confidence: 1 }, "pocketsphinx", key, now, sure).needs_review).toBe(true);
  });
  it("leaves it for a person when something the item does not listen for is heard", () => {
    expect(markRecording({ transcript: "tall", confidence: 0.99 }, "google", key, now, { threshold: 0.9, marks: bothWays.marks }).needs_review).toBe(true);
  });
  it("accepts a homophone the engine writes for the right word", () => {
    const sun = { accepted: ["sun"], foils: ["fun"] };
    expect(markRecording({ transcript: "Son", confidence: 0.95 }, "google", sun, now, { threshold: 0.9, marks: bothWays.marks }).is_correct).toBe(true);
  });
  it("waits when no engine ran or nothing was heard", () => {
    expect(markRecording(null, null, key, now)).toEqual(WAITING);
    expect(markRecording({ transcript: null, confidence: 0 }, "pocketsphinx", key, now, sure).needs_review).toBe(true);
  });
});

describe("practice recordings", () => {
  const practice = { ...sure, marks: PRACTICE_MARKS };
  it("may be marked right, never wrong, keeping what was heard", () => {
    expect(markRecording({ transcript: "ball", confidence: 1 }, "pocketsphinx", key, now, practice)).toMatchObject({ is_correct: true, marked_by: "speech" });
    expect(markRecording({ transcript: "football", confidence: 1 }, "pocketsphinx", key, now, practice)).toEqual({
      ...WAITING,
      transcript: "football",
      confidence: 1,
      recognizer: "pocketsphinx",
    });
  });
});
