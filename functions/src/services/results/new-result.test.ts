import { describe, expect, it, vi } from "vitest";
import type { PublicAssessment } from "@readbright/domain/assessment";
import type { StoredParticipant } from "../participants/stored-participant";
import { AT, publicQuestion } from "../../../test-support/stored-results";
import { newResult } from "./assessment-result-service";

vi.mock("../../admin-app", () => ({ adminApp: vi.fn() }));

const student = {
  id: "p1", name: "Ada", grade: "4", section: "B", owner_uid: "admin", school_id: "s1", organization_id: null,
} as StoredParticipant;

describe("newResult", () => {
  it("stores how many scored questions the test has, practice ones left out as answered_count leaves them out", () => {
    const assessment = {
      id: "age-8-10-v1",
      version: 2,
      questions: [publicQuestion({ id: 1, is_practice: true }), publicQuestion({ id: 2 }), publicQuestion({ id: 3 }), publicQuestion({ id: 4 })],
    } as PublicAssessment;
    expect(newResult(student, assessment, AT)).toMatchObject({
      answered_count: 0,
      question_count: 3,
      participant: { grade: "4", section: "B" },
      school_id: "s1",
    });
  });
});
