import { describe, expect, it } from "vitest";
import { buildQuestion } from "./build-question";
import type { QuestionDraft } from "./build-question";
import { gradeAnswer, heardCorrectly, normaliseAnswer } from "./grade-answer";
import { dictation, nonword, sayWord } from "./en/phonological-items";

const choice = (question_type: QuestionDraft["question_type"], correct: number[], options = 4) =>
  buildQuestion({
    id: 7,
    section_type: "memory",
    question_type,
    question_subtype: "picture_memory",
    title: "Pick",
    options: Array.from({ length: options }, (_, i) => ({ title: `option ${i}` })),
    correct,
  });
const typed = buildQuestion({
  id: 8,
  section_type: "phonological_awareness",
  question_type: "open_end",
  question_subtype: "sound_deletion",
  title: "Type it",
  accepted: ["car", "Cat map"],
});

describe("normaliseAnswer", () => {
  it("trims, case-folds, collapses spaces and strips punctuation and accents", () => {
    expect(normaliseAnswer("  The   SUN! ")).toBe("the sun");
    expect(normaliseAnswer("Cat, map.")).toBe("cat map");
    expect(normaliseAnswer("don't")).toBe("dont");
    expect(normaliseAnswer("Café")).toBe("cafe");
    expect(normaliseAnswer(" ?! ")).toBe("");
  });
});

describe("gradeAnswer for one-answer choices (radio, single_select, true_false)", () => {
  for (const type of ["radio", "single_select", "true_false"] as const) {
    const question = choice(type, [1], type === "true_false" ? 2 : 4);
    it(`${type}: right only with exactly the key's option`, () => {
      expect(gradeAnswer(question, question.key, { option_ids: ["q7-b"] })).toBe(true);
      expect(gradeAnswer(question, question.key, { option_ids: ["q7-a"] })).toBe(false);
      expect(gradeAnswer(question, question.key, { option_ids: ["q7-b", "q7-a"] })).toBe(false);
      expect(gradeAnswer(question, question.key, { option_ids: ["q7-b", "q7-b"] })).toBe(false);
      expect(gradeAnswer(question, question.key, { option_ids: [] })).toBe(false);
      expect(gradeAnswer(question, question.key, {})).toBe(false);
    });
  }
});

describe("gradeAnswer for multiple_select", () => {
  const question = choice("multiple_select", [0, 2]);
  it("is right only when the chosen set equals the key set, in any order", () => {
    expect(gradeAnswer(question, question.key, { option_ids: ["q7-c", "q7-a"] })).toBe(true);
    expect(gradeAnswer(question, question.key, { option_ids: ["q7-a", "q7-c", "q7-a"] })).toBe(true);
    expect(gradeAnswer(question, question.key, { option_ids: ["q7-a"] })).toBe(false);
    expect(gradeAnswer(question, question.key, { option_ids: ["q7-a", "q7-c", "q7-d"] })).toBe(false);
    expect(gradeAnswer(question, question.key, { option_ids: ["q7-a", "q9-c"] })).toBe(false);
    expect(gradeAnswer(question, question.key, { option_ids: null })).toBe(false);
  });
});

describe("gradeAnswer for open_end", () => {
  it("matches an accepted answer after normalising", () => {
    expect(gradeAnswer(typed, typed.key, { answer_text: " CAR. " })).toBe(true);
    expect(gradeAnswer(typed, typed.key, { answer_text: "cat,  map" })).toBe(true);
  });
  it("is wrong for anything else, a homophone or an empty answer included", () => {
    expect(gradeAnswer(typed, typed.key, { answer_text: "cart" })).toBe(false);
    expect(gradeAnswer(typed, typed.key, { answer_text: "" })).toBe(false);
    expect(gradeAnswer(typed, typed.key, { answer_text: "..." })).toBe(false);
    expect(gradeAnswer(typed, typed.key, {})).toBe(false);
  });
});

describe("gradeAnswer for transcript_omission", () => {
  it("marks a typed missing word as a spelling: homophones are wrong", () => {
    const question = dictation(9, "The ___ is hot.", "sun");
    expect(gradeAnswer(question, question.key, { answer_text: "Sun" })).toBe(true);
    expect(gradeAnswer(question, question.key, { answer_text: "son" })).toBe(false);
  });
  it("marks a picked word by its option", () => {
    const question = dictation(9, "The ___ is hot.", "sun", ["san", "sun", "nus"]);
    expect(gradeAnswer(question, question.key, { option_ids: ["q9-b"] })).toBe(true);
    expect(gradeAnswer(question, question.key, { option_ids: ["q9-a"] })).toBe(false);
  });
});

describe("gradeAnswer without a key", () => {
  it("marks a choice or a typed answer wrong: nothing stored can be matched", () => {
    expect(gradeAnswer({ question_type: "radio", options: [] }, undefined, { option_ids: ["q7-a"] })).toBe(false);
    expect(gradeAnswer({ question_type: "open_end", options: [] }, undefined, { answer_text: "ball" })).toBe(false);
  });
});

describe("gradeAnswer for recording", () => {
  const question = sayWord(10, "sun", ["fun"]);
  it("never marks a recording from text the device sends, even the right word", () => {
    expect(gradeAnswer(question, question.key, { answer_text: "sun" })).toBeNull();
    expect(gradeAnswer(question, question.key, {})).toBeNull();
  });
});

describe("heardCorrectly", () => {
  it("accepts the word heard, homophones included", () => {
    expect(heardCorrectly("Sun.", question().key.accepted)).toBe(true);
    expect(heardCorrectly("son", question().key.accepted)).toBe(true);
    expect(heardCorrectly("fun", question().key.accepted)).toBe(false);
    expect(heardCorrectly("  ", question().key.accepted)).toBe(false);
  });
  it("accepts the listed spellings of a made-up word", () => {
    const made = nonword(11, "plimmet", ["plimmit"], ["pimmet"]);
    expect(heardCorrectly("Plimmit", made.key.accepted)).toBe(true);
    expect(heardCorrectly("pimmet", made.key.accepted)).toBe(false);
  });
  function question() {
    return sayWord(10, "sun", ["fun"]);
  }
});
