// Small factories for participant and test-result data in component tests.
import type { Participant } from "@readbright/domain/participant-schemas";
import type { ResultListItem } from "@readbright/domain/api/assessment-results";

export function fakeParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: "p1",
    name: "Mia Stone",
    gender: "female",
    age: 9,
    date_of_birth: "2016-05-01",
    grade: "4",
    section: "B",
    history: null,
    difficulties: null,
    student_code: null,
    latest_result: null,
    ...overrides,
  };
}

export function fakeResult(overrides: Partial<ResultListItem> = {}): ResultListItem {
  return {
    id: "r1",
    status: "completed",
    participant: { id: "p1", name: "Mia Stone", grade: "4", section: "B" },
    participant_id: "p1",
    assessment_id: "age-8-10-v1",
    language: "en",
    created_at: "2026-03-01T10:00:00.000Z",
    started_at: "2026-03-01T10:00:00.000Z",
    completed_at: "2026-03-01T10:30:00.000Z",
    risk_level: "low",
    risk_percent: 20,
    section_scores: null,
    pending_reviews: 0,
    validity_flags: null,
    blind_checks: 0,
    ...overrides,
  };
}
