import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { QuestionType } from "@readbright/domain/enums";
import { checkAnswer } from "./answer-grading";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { refusal } from "../../../test-support/refusal";

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
