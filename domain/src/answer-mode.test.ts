import { describe, expect, it } from "vitest";
import { answerMode } from "./answer-mode";
import type { QuestionType } from "./enums";

const question = (question_type: QuestionType, optionCount = 3) => ({
  question_type,
  options: Array.from({ length: optionCount }, (_, i) => ({ id: `q7-${i}`, title: String(i), image_url: null, question_id: 7 })),
});

describe("answerMode", () => {
  it("reads a dictation with spellings as a choice and one without as typing", () => {
    expect(answerMode(question("transcript_omission"))).toBe("one-option");
    expect(answerMode(question("transcript_omission", 0))).toBe("text");
  });

  it("answers multiple_select with several options, open_end with text and recording with a recording", () => {
    expect(answerMode(question("multiple_select"))).toBe("options");
    expect(answerMode(question("open_end", 0))).toBe("text");
    expect(answerMode(question("recording", 0))).toBe("recording");
  });

  it("answers the single-choice types with one option", () => {
    for (const type of ["radio", "single_select", "true_false"] as const) expect(answerMode(question(type, 2))).toBe("one-option");
  });
});
