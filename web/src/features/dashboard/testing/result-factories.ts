// A result as GET /api/get-assessment-result-by-id/ sends it to an account holder, for component tests.
import type { AssessmentResultDetail, SectionScoreDetail } from "../api/get-assessment-result";

export function fakeSectionScore(correct: number, total: number, overrides: Partial<SectionScoreDetail> = {}): SectionScoreDetail {
  return { correct, total, pending: 0, accuracy: total ? correct / total : null, band: null, ...overrides };
}

export function fakeResultDetail(overrides: Partial<AssessmentResultDetail> = {}): AssessmentResultDetail {
  return {
    id: "r1",
    status: "completed",
    participant: { id: "p1", name: "Mia Stone", grade: "4", section: "B" },
    participant_id: "p1",
    assessment_id: "age-8-10-v1",
    created_at: "2026-03-01T10:00:00.000Z",
    started_at: "2026-03-01T10:00:00.000Z",
    completed_at: "2026-03-01T10:30:00.000Z",
    answered_count: 30,
    question_count: 30,
    section_scores: {
      memory: fakeSectionScore(8, 10),
      phonological_awareness: fakeSectionScore(9, 10),
      spatial_awareness: fakeSectionScore(7, 10),
    },
    risk_score: 0.84,
    risk_level: "low",
    risk_percent: 20,
    ...overrides,
  };
}

/** The same result before it is completed: no scores. */
export function fakeOpenResultDetail(overrides: Partial<AssessmentResultDetail> = {}): AssessmentResultDetail {
  return fakeResultDetail({ status: "in_progress", completed_at: null, answered_count: 12, section_scores: null, risk_score: null, risk_level: null, risk_percent: null, ...overrides });
}
