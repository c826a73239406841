import { describe, expect, it } from "vitest";
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { StoredAnswer } from "./stored-answer";
import type { StoredResult } from "./stored-result";
import { AT, publicQuestion, storedAnswer, storedResult } from "../../../test-support/stored-results";
import { presentAnswer, presentResult } from "./result-presenter";


const answer = (question_id: number, is_practice: boolean, is_correct: boolean | null): StoredAnswer =>
  storedAnswer({
    question_id,
    section_type: "phonological_awareness",
    is_practice,
    answer_text: "moon",
    audio_path: `recordings/u1/r1/${question_id}-x.webm`,
    audio_sha256: "aa11",
    is_correct,
    needs_review: is_correct === null,
    marked_by: null,
    marked_at: null,
  });

const question = (id: number, is_practice: boolean): PublicQuestion =>
  publicQuestion({ id, question_type: "recording", question_subtype: "say_word", section_type: "phonological_awareness", is_practice });

const SCORES = {
  section_scores: {
    memory: { correct: 1, total: 1, pending: 0, accuracy: 1, band: "low" as const },
    spatial_awareness: { correct: 1, total: 1, pending: 0, accuracy: 1, band: "low" as const },
    phonological_awareness: { correct: 0, total: 1, pending: 1, accuracy: null, band: null },
  },
  risk_score: 1,
  risk_level: "low" as const,
  risk_percent: 0,
};

const RESULT: StoredResult = storedResult({ status: "completed", started_at: AT, completed_at: AT, answered_count: 1, scores: SCORES });

describe("an answer as the API sends it", () => {
  it("carries its marks for the account holders", () => {
    expect(presentAnswer("r1", answer(311, false, null), { includeScores: true })).toEqual({
      question_id: 311,
      assessment_result_id: "r1",
      option_ids: [],
      answer_text: "moon",
      section_type: "phonological_awareness",
      is_correct: null,
      needs_review: true,
    });
  });

  it("carries no mark of a scored question to a device holding only the result id", () => {
    const seen = presentAnswer("r1", answer(311, false, true), { includeScores: false });
    expect(seen).toEqual({ question_id: 311, assessment_result_id: "r1", option_ids: [], answer_text: "moon", section_type: "phonological_awareness" });
    expect(Object.keys(seen)).not.toContain("is_correct");
    expect(Object.keys(seen)).not.toContain("needs_review");
  });

  it("keeps a practice question's mark on a device: 'Try Again' needs it", () => {
    expect(presentAnswer("r1", answer(302, true, false), { includeScores: false })).toMatchObject({ is_correct: false, needs_review: false });
  });

  it("never names where the audio is, its hash, or who marked it", () => {
    const seen = presentAnswer("r1", answer(311, false, true), { includeScores: true });
    for (const hidden of ["audio_path", "audio_sha256", "marked_by", "marked_at", "answered_at"]) expect(Object.keys(seen)).not.toContain(hidden);
  });
});

describe("a result as a device reads it", () => {
  const answers = [answer(311, false, true), answer(302, true, true)];
  const questions = [question(302, true), question(311, false)];

  it("names every answered question and its section, with marks only on practice, and no scores", () => {
    const seen = presentResult(RESULT, answers, questions, { includeScores: false });
    expect(seen.answers).toEqual([
      { question_id: 302, option_ids: [], answer_text: "moon", section_type: "phonological_awareness", is_correct: true, needs_review: false },
      { question_id: 311, option_ids: [], answer_text: "moon", section_type: "phonological_awareness" },
    ]);
    expect(seen).toMatchObject({ section_scores: null, risk_score: null, risk_level: null, risk_percent: null });
  });

  it("is everything for the account holders", () => {
    const seen = presentResult(RESULT, answers, questions, { includeScores: true });
    expect(seen.answers[1]).toMatchObject({ question_id: 311, is_correct: true, needs_review: false });
    expect(seen).toMatchObject({ section_scores: SCORES.section_scores, risk_level: "low", risk_score: 1, risk_percent: 0 });
  });
});
