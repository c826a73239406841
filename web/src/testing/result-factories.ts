// A result as GET /api/get-assessment-result-by-id/ sends it to an account holder, for component tests.
import type { ResultResponse, SectionScoreResponse } from "@readbright/domain/api/assessment-results";
import { fakeResult } from "./factories";

export function fakeSectionScore(correct: number, total: number, overrides: Partial<SectionScoreResponse> = {}): SectionScoreResponse {
  return { correct, total, pending: 0, accuracy: total ? correct / total : null, band: null, ...overrides };
}

export function fakeResultDetail(overrides: Partial<ResultResponse> = {}): ResultResponse {
  return {
    ...fakeResult(),
    assessment: { id: "age-8-10-v1" },
    assessment_version: 1,
    answered_count: 30,
    question_count: 30,
    section_scores: {
      memory: fakeSectionScore(8, 10),
      phonological_awareness: fakeSectionScore(9, 10),
      spatial_awareness: fakeSectionScore(7, 10),
    },
    risk_score: 0.84,
    answers: [],
    questions: [],
    ...overrides,
  };
}

/** The same result before it is completed: no scores. */
export function fakeOpenResultDetail(overrides: Partial<ResultResponse> = {}): ResultResponse {
  return fakeResultDetail({ status: "in_progress", completed_at: null, answered_count: 12, section_scores: null, risk_score: null, risk_level: null, risk_percent: null, ...overrides });
}
