import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, answerInput, isAnswered, missingAnswerMessage } from "./answer-draft";

const option = { id: "o1", title: "cat", image_url: null, question_id: 1 };

describe("answer drafts", () => {
  it("needs exactly one option for choice questions and a gap with options", () => {
    const radio = { question_type: "radio" as const, options: [option] };
    expect(isAnswered(radio, EMPTY_DRAFT)).toBe(false);
    expect(isAnswered(radio, { ...EMPTY_DRAFT, optionIds: ["o1"] })).toBe(true);
    expect(answerInput({ question_type: "transcript_omission", options: [option] })).toBe("one-option");
  });

  it("needs at least one option for multiple_select", () => {
    const question = { question_type: "multiple_select" as const, options: [option] };
    expect(isAnswered(question, EMPTY_DRAFT)).toBe(false);
    expect(isAnswered(question, { ...EMPTY_DRAFT, optionIds: ["o1", "o2"] })).toBe(true);
  });

  it("needs text that is not blank for typed answers", () => {
    const question = { question_type: "transcript_omission" as const, options: [] };
    expect(answerInput(question)).toBe("text");
    expect(isAnswered(question, { ...EMPTY_DRAFT, text: "   " })).toBe(false);
    expect(isAnswered(question, { ...EMPTY_DRAFT, text: "shop" })).toBe(true);
  });

  it("needs a recording for recording questions, and says so", () => {
    const question = { question_type: "recording" as const, options: [] };
    expect(isAnswered(question, EMPTY_DRAFT)).toBe(false);
    expect(isAnswered(question, { ...EMPTY_DRAFT, recording: new Blob(["x"]) })).toBe(true);
    expect(missingAnswerMessage(question)).toBe("Please record your answer");
    expect(missingAnswerMessage({ question_type: "true_false", options: [] })).toBe("Please select an answer");
  });
});
