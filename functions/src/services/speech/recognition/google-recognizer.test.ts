import { describe, expect, it } from "vitest";
import { hearingOf } from "./google-recognizer";

const phrases = ["sun", "fun", "run", "sit"];

describe("hearingOf (Google's free text against the item's phrases)", () => {
  it("is the phrase heard, homophones written as the phrase", () => {
    expect(hearingOf(" Fun ", 0.93, phrases)).toEqual({ hearing: "phrase", transcript: "fun", confidence: 0.93 });
    expect(hearingOf("Son", 0.9, phrases)).toEqual({ hearing: "phrase", transcript: "sun", confidence: 0.9 });
  });
  it("is something else, kept as heard, when it is none of them: hints are not a grammar", () => {
    expect(hearingOf("dog", 0.97, phrases)).toEqual({ hearing: "other", transcript: "dog", confidence: 0.97 });
  });
  it("is something else at no confidence when nothing came back", () => {
    expect(hearingOf(null, 0, phrases)).toEqual({ hearing: "other", transcript: null, confidence: 0 });
    expect(hearingOf("  ", 0.5, phrases)).toEqual({ hearing: "other", transcript: null, confidence: 0 });
  });
});
