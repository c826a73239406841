import { describe, expect, it } from "vitest";
import { keyProblem } from "./answer-key";
import { buildQuestion } from "./build-question";
import type { QuestionDraft } from "./build-question";
import type { BankQuestion } from "./types";

const base: QuestionDraft = { id: 5, section_type: "spatial_awareness", question_type: "radio", question_subtype: "direction", title: "Which way?" };
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ title: String(i) }));
const question = (draft: Partial<QuestionDraft>): BankQuestion => buildQuestion({ ...base, ...draft });

describe("keyProblem", () => {
  it("accepts a sound key for each kind of question", () => {
    expect(keyProblem(question({ options: options(4), correct: [2] }))).toBeNull();
    expect(keyProblem(question({ question_type: "true_false", options: options(2), correct: [0] }))).toBeNull();
    expect(keyProblem(question({ question_type: "multiple_select", options: options(4), correct: [0, 3] }))).toBeNull();
    expect(keyProblem(question({ question_type: "open_end", accepted: ["car"] }))).toBeNull();
    expect(keyProblem(question({ question_type: "recording", accepted: ["arm"] }))).toBeNull();
    expect(keyProblem(question({ question_type: "transcript_omission", accepted: ["shop"] }))).toBeNull();
    expect(keyProblem(question({ question_type: "transcript_omission", options: options(3), correct: [1] }))).toBeNull();
  });
  it("refuses a one-answer choice with no or two right options", () => {
    expect(keyProblem(question({ options: options(4), correct: [] }))).toMatch(/0 right options/);
    expect(keyProblem(question({ question_type: "single_select", options: options(4), correct: [0, 1] }))).toMatch(/2 right options/);
  });
  it("refuses a true_false question without exactly two options", () => {
    expect(keyProblem(question({ question_type: "true_false", options: options(3), correct: [0] }))).toMatch(/3 options/);
  });
  it("refuses a key naming another question's option or one option twice", () => {
    const stray = question({ options: options(2), correct: [0] });
    expect(keyProblem({ ...stray, key: { option_ids: ["q6-a"] } })).toMatch(/not its own/);
    expect(keyProblem({ ...stray, key: { option_ids: ["q5-a", "q5-a"] } })).toMatch(/twice/);
  });
  it("refuses typed or spoken answers with options, option keys or nothing accepted", () => {
    expect(keyProblem(question({ question_type: "open_end", accepted: [] }))).toMatch(/no answer/);
    expect(keyProblem(question({ question_type: "recording", accepted: ["!"] }))).toMatch(/empty/);
    expect(keyProblem(question({ question_type: "open_end", options: options(2), accepted: ["x"] }))).toMatch(/has options/);
    expect(keyProblem({ ...question({ question_type: "open_end", accepted: ["x"] }), key: { accepted: ["x"], option_ids: [] } })).toMatch(/names options/);
  });
  it("refuses accepted texts on a choice question", () => {
    expect(keyProblem(question({ options: options(2), correct: [0], accepted: ["0"] }))).toMatch(/accepted texts/);
  });
});
