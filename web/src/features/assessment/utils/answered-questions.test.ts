import { describe, expect, it } from "vitest";
import type { ResultAnswerResponse } from "@readbright/domain/api/assessment-results";
import { answeredQuestionIds, practiceAccepted } from "./answered-questions";

const answer = (question_id: number, is_correct: boolean | null): ResultAnswerResponse => ({
  question_id,
  is_correct,
  option_ids: [],
  answer_text: null,
  needs_review: is_correct === null,
  section_type: "memory",
});

describe("answered questions", () => {
  it("counts every scored answer, right or wrong, and practice answers unless they were wrong", () => {
    const ids = answeredQuestionIds([answer(101, false), answer(102, false), answer(103, true), answer(301, null)], new Set([101, 301]));
    expect([...ids].sort()).toEqual([102, 103, 301]);
  });

  it("accepts a practice recording that waits for review", () => {
    expect(practiceAccepted({ is_correct: null })).toBe(true);
    expect(practiceAccepted({ is_correct: false })).toBe(false);
  });
});
