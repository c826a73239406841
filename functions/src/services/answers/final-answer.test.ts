import { describe, expect, it } from "vitest";
import type { StoredAnswer } from "../results/stored-answer";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { refusal } from "../../../test-support/refusal";
import { storedAnswer } from "../../../test-support/stored-results";
import { keptAnswer, sameAnswer } from "./final-answer";


const answer = (overrides: Partial<StoredAnswer> = {}): StoredAnswer => storedAnswer({ question_id: 12, option_ids: ["q12-a", "q12-c"], ...overrides });

describe("the same answer", () => {
  it("is the same option ids in any order, and the same text", () => {
    expect(sameAnswer(answer(), answer({ option_ids: ["q12-c", "q12-a"] }))).toBe(true);
    expect(sameAnswer(answer({ option_ids: [], answer_text: "boat" }), answer({ option_ids: [], answer_text: "boat" }))).toBe(true);
  });

  it("is not a different, a missing or an extra option, nor other text", () => {
    expect(sameAnswer(answer(), answer({ option_ids: ["q12-a"] }))).toBe(false);
    expect(sameAnswer(answer(), answer({ option_ids: ["q12-a", "q12-c", "q12-d"] }))).toBe(false);
    expect(sameAnswer(answer(), answer({ option_ids: ["q12-a", "q12-b"] }))).toBe(false);
    expect(sameAnswer(answer({ answer_text: "boat" }), answer({ answer_text: "Boat" }))).toBe(false);
    expect(sameAnswer(answer({ answer_text: "boat" }), answer({ answer_text: null }))).toBe(false);
  });

  it("for a recording is the same bytes (and transcript); a recording stored without a hash matches nothing", () => {
    const recording = answer({ option_ids: [], audio_path: "recordings/u/r/12-1.webm", audio_sha256: "aa11", answer_text: "moon" });
    expect(sameAnswer(recording, answer({ ...recording, audio_path: "recordings/u/r/12-2.webm", is_correct: null }))).toBe(true);
    expect(sameAnswer(recording, { ...recording, audio_sha256: "bb22" })).toBe(false);
    expect(sameAnswer(recording, { ...recording, answer_text: "noon" })).toBe(false);
    expect(sameAnswer({ ...recording, audio_sha256: null }, recording)).toBe(false);
  });

  it("ignores the mark, the time, the memory timing and the time to answer: a retry is graded and timed anew, but stays the first", () => {
    expect(sameAnswer(answer(), answer({ is_correct: false, answered_at: new Date(0), memory_view_ms: 5000, response_ms: 812 }))).toBe(true);
    expect(keptAnswer(answer({ response_ms: 2400 }), answer({ response_ms: 380 }))).toMatchObject({ response_ms: 2400 });
  });
});

describe("the first answer to a scored question is final", () => {
  it("writes a first answer", () => {
    expect(keptAnswer(null, answer())).toBeNull();
  });

  it("hands back the stored answer for a retry of it", () => {
    const stored = answer({ answered_at: new Date("2026-11-23T09:59:00Z") });
    expect(keptAnswer(stored, answer({ option_ids: ["q12-c", "q12-a"] }))).toBe(stored);
  });

  it("refuses a different answer with a 409", () => {
    expect(refusal(() => keptAnswer(answer(), answer({ option_ids: ["q12-b"] })))).toEqual({ status: 409, message: ASSESSMENT_ERRORS.alreadyAnswered });
    expect(ASSESSMENT_ERRORS.alreadyAnswered).toBe("This question has already been answered");
  });

  it("replaces a practice answer, the same or not, so 'Try Again' works", () => {
    const practice = answer({ is_practice: true, is_correct: false });
    expect(keptAnswer(practice, answer({ is_practice: true, option_ids: ["q12-b"] }))).toBeNull();
    expect(keptAnswer(practice, { ...practice })).toBeNull();
  });
});
