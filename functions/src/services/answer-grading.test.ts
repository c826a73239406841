import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { QuestionType } from "@readbright/domain/enums";
import { checkAnswer, gradeAnswer } from "./answer-grading";
import { ASSESSMENT_ERRORS } from "./assessment-messages";
import { refusal } from "../testing/refusal";

function question(question_type: QuestionType, optionCount = 3): PublicQuestion {
  return {
    id: 7,
    title: "Q",
    image_url: null,
    question_type,
    question_subtype: "rhyme",
    options: Array.from({ length: optionCount }, (_, i) => ({ id: `q7-${"abc"[i]}`, title: String(i), image_url: null, question_id: 7 })),
    section_type: "phonological_awareness",
    is_practice: false,
    read_aloud: "Q",
  };
}

describe("checkAnswer", () => {
  it("wants exactly one option for single-choice types", () => {
    for (const type of ["radio", "single_select", "true_false"] as const) {
      expect(checkAnswer(question(type), { option_ids: ["q7-b"], answer_text: "ignored" })).toEqual({ option_ids: ["q7-b"], answer_text: null });
      expect(refusal(() => checkAnswer(question(type), { option_ids: ["q7-a", "q7-b"] }))).toEqual({ status: 400, message: ASSESSMENT_ERRORS.oneOption });
      expect(refusal(() => checkAnswer(question(type), {}))).toEqual({ status: 400, message: ASSESSMENT_ERRORS.oneOption });
    }
  });

  it("wants at least one option for multiple_select and drops repeats", () => {
    expect(checkAnswer(question("multiple_select"), { option_ids: ["q7-a", "q7-c", "q7-a"] }).option_ids).toEqual(["q7-a", "q7-c"]);
    expect(refusal(() => checkAnswer(question("multiple_select"), { option_ids: [] }))).toEqual({ status: 400, message: ASSESSMENT_ERRORS.atLeastOneOption });
  });

  it("refuses an option of another question before anything else", () => {
    expect(refusal(() => checkAnswer(question("radio"), { option_ids: ["q8-a"] }))).toEqual({ status: 400, message: ASSESSMENT_ERRORS.optionNotInQuestion });
  });

  it("wants text, trimmed, for typed answers", () => {
    expect(checkAnswer(question("open_end", 0), { answer_text: "  ball " })).toEqual({ option_ids: [], answer_text: "ball" });
    expect(refusal(() => checkAnswer(question("open_end", 0), { answer_text: "  " }))).toEqual({ status: 400, message: ASSESSMENT_ERRORS.textRequired });
  });
});

describe("gradeAnswer", () => {
  it("marks a single choice right when the key names it", () => {
    const q = question("radio");
    expect(gradeAnswer(q, { option_ids: ["q7-b"] }, { option_ids: ["q7-b"], answer_text: null })).toBe(true);
    expect(gradeAnswer(q, { option_ids: ["q7-b"] }, { option_ids: ["q7-a"], answer_text: null })).toBe(false);
  });

  it("marks a multiple choice right only for exactly the key's options", () => {
    const q = question("multiple_select");
    const key = { option_ids: ["q7-a", "q7-c"] };
    expect(gradeAnswer(q, key, { option_ids: ["q7-c", "q7-a"], answer_text: null })).toBe(true);
    expect(gradeAnswer(q, key, { option_ids: ["q7-a"], answer_text: null })).toBe(false);
    expect(gradeAnswer(q, key, { option_ids: ["q7-a", "q7-b", "q7-c"], answer_text: null })).toBe(false);
  });

  it("compares typed text loosely: case, spaces and punctuation do not matter", () => {
    const q = question("open_end", 0);
    expect(gradeAnswer(q, { accepted: ["ball"] }, { option_ids: [], answer_text: "BALL!" })).toBe(true);
    expect(gradeAnswer(q, { accepted: ["ball"] }, { option_ids: [], answer_text: "bal" })).toBe(false);
  });

  it("leaves a recording unmarked whatever text the device sends with it", () => {
    const q = question("recording", 0);
    expect(gradeAnswer(q, { accepted: ["sun"] }, { option_ids: [], answer_text: null })).toBeNull();
    expect(gradeAnswer(q, { accepted: ["sun"] }, { option_ids: [], answer_text: "sun" })).toBeNull();
  });

  it("marks an answer wrong when the key is missing", () => {
    expect(gradeAnswer(question("radio"), undefined, { option_ids: ["q7-a"], answer_text: null })).toBe(false);
  });
});
