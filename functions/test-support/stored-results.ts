// Results, answers and questions as the services see them, for unit tests: a not-started 8-10 result of
// one participant, an unmarked-free answer, a radio question, unless told otherwise.
import type { PublicQuestion } from "@readbright/domain/assessment";
import type { StoredAnswer } from "../src/services/results/stored-answer";
import type { StoredResult } from "../src/services/results/stored-result";
import type { StoredParticipant } from "../src/services/participants/stored-participant";

export const AT = new Date("2026-11-23T10:00:00Z");

export function storedResult(overrides: Partial<StoredResult> = {}): StoredResult {
  return {
    id: "r1",
    status: "not_started",
    participant_id: "p1",
    participant: { id: "p1", name: "Kid", grade: null, section: null },
    owner_uid: "u1",
    school_id: null,
    organization_id: null,
    assessment_id: "age-8-10-v1",
    assessment_version: 1,
    language: "en",
    created_at: AT,
    started_at: null,
    completed_at: null,
    answered_count: 0,
    question_count: null,
    scores: null,
    pending_reviews: 0,
    validity_flags: null,
    ...overrides,
  };
}

/** A school's student in grade 4, section B, with no test completed. */
export function storedParticipant(id: string, overrides: Partial<StoredParticipant> = {}): StoredParticipant {
  return {
    id,
    name: `Student ${id}`,
    gender: "female",
    date_of_birth: "2017-03-01",
    grade: "4",
    section: "B",
    owner_uid: "admin",
    school_id: "s1",
    organization_id: null,
    is_self: false,
    history: null,
    difficulties: null,
    student_code: null,
    latest_risk_level: null,
    risk_move: null,
    ...overrides,
  };
}

export function storedAnswer(overrides: Partial<StoredAnswer> & Pick<StoredAnswer, "question_id">): StoredAnswer {
  return {
    section_type: "memory",
    is_practice: false,
    option_ids: [],
    answer_text: null,
    audio_path: null,
    audio_sha256: null,
    is_correct: true,
    needs_review: false,
    answered_at: AT,
    memory_view_ms: null,
    response_ms: null,
    ...overrides,
  };
}

export function publicQuestion(overrides: Partial<PublicQuestion> & Pick<PublicQuestion, "id">): PublicQuestion {
  return {
    title: "",
    image_url: null,
    question_type: "radio",
    question_subtype: "rhyme",
    options: [],
    section_type: "memory",
    is_practice: false,
    read_aloud: "",
    ...overrides,
  };
}
