import { describe, expect, it } from "vitest";
import type { StoredResult } from "./stored-result";
import { storedParticipant } from "../../../test-support/stored-results";
import { latestByParticipant, presentParticipant, presentResultListItem } from "./participant-presenter";

/** A parent's child: private, so grade and section are not shown. */
const participant = storedParticipant("p1", { name: "Mia", gender: null, date_of_birth: "2017-02-03", owner_uid: "me", school_id: null });

function result(id: string, participantId: string, fields: Partial<StoredResult> = {}): StoredResult {
  return {
    id,
    status: "not_started",
    participant_id: participantId,
    participant: { id: participantId, name: "Mia", grade: null, section: null },
    owner_uid: "me",
    school_id: null,
    organization_id: null,
    assessment_id: "age-8-10-v1",
    assessment_version: 1,
    language: "en",
    created_at: new Date("2026-01-01T00:00:00Z"),
    started_at: null,
    completed_at: null,
    answered_count: 0,
    question_count: 12,
    scores: { section_scores: {} as never, risk_score: 1, risk_level: "low", risk_percent: 0 },
    // Stored before the count (decision 25), unless told otherwise.
    pending_reviews: null,
    validity_flags: null,
    ...fields,
  };
}

describe("presentParticipant", () => {
  it("shows grade and section for school students only, and the age in whole years", () => {
    const now = new Date("2026-02-02T12:00:00Z");
    expect(presentParticipant(participant, null, now)).toMatchObject({ age: 8, gender: "prefer_not_to_say", grade: null, section: null, latest_result: null });
    expect(presentParticipant({ ...participant, school_id: "s1" }, null, now)).toMatchObject({ grade: "4", section: "B" });
  });

  it("shows a risk level only once a result is completed", () => {
    expect(presentParticipant(participant, result("r1", "p1")).latest_result).toMatchObject({ id: "r1", status: "not_started", risk_level: null });
    expect(presentResultListItem(result("r1", "p1"))).toMatchObject({ risk_level: null, section_scores: null });
    expect(presentResultListItem(result("r1", "p1", { status: "completed" }))).toMatchObject({ risk_level: "low", risk_percent: 0 });
  });

  it("names the language of the participant's latest test, so a new one can be offered in it", () => {
    expect(presentParticipant(participant, result("r1", "p1", { language: "es" })).latest_result).toMatchObject({ id: "r1", language: "es" });
    expect(presentParticipant(participant, result("r1", "p1")).latest_result).toMatchObject({ language: "en" });
  });

  it("says how many spoken answers wait for review from the count the result keeps", () => {
    expect(presentResultListItem(result("r1", "p1", { status: "in_progress", scores: null, pending_reviews: 2 }))).toMatchObject({ pending_reviews: 2 });
    expect(presentResultListItem(result("r1", "p1", { status: "completed", pending_reviews: 0 }))).toMatchObject({ pending_reviews: 0 });
  });

  it("for a result stored before the count, says it from a completed test's scores, an open one's as counted", () => {
    const section = (pending: number) => ({ correct: 1, total: 2, pending, accuracy: 0.5, band: null });
    const scores = { section_scores: { memory: section(0), phonological_awareness: section(2), spatial_awareness: section(1) }, risk_score: 1, risk_level: "low" as const, risk_percent: 0 };
    expect(presentResultListItem(result("r1", "p1", { status: "completed", scores }))).toMatchObject({ pending_reviews: 3 });
    expect(presentResultListItem(result("r1", "p1", { status: "in_progress", scores: null }), 2)).toMatchObject({ pending_reviews: 2, section_scores: null });
    expect(presentResultListItem(result("r1", "p1", { scores: null }))).toMatchObject({ pending_reviews: 0 });
  });
});

describe("latestByParticipant", () => {
  it("keeps the first (newest) result of each participant", () => {
    const latest = latestByParticipant([result("new", "p1"), result("other", "p2"), result("old", "p1")]);
    expect([...latest].map(([pid, r]) => [pid, r.id])).toEqual([["p1", "new"], ["p2", "other"]]);
  });
});
