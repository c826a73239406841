import { describe, expect, it, vi } from "vitest";
import type { PublicAssessment } from "@readbright/domain/assessment";
import { AT, storedParticipant, storedResult } from "../../../test-support/stored-results";
import { chooseStudents, decideForStudent } from "./start-class";

vi.mock("../../admin-app", () => ({ adminApp: vi.fn() }));


const assessment = { id: "age-8-10-v1" } as PublicAssessment;
const daysAgo = (days: number) => new Date(AT.getTime() - days * 86_400_000);

describe("chooseStudents", () => {
  const roster = [storedParticipant("a"), storedParticipant("b", { section: "A" }), storedParticipant("c", { grade: "3" })];

  it("takes the class the filters name, or everyone without filters", () => {
    expect(chooseStudents(roster, { grade: "4", section: "B" }).students.map((s) => s.id)).toEqual(["a"]);
    expect(chooseStudents(roster, { grade: "4" }).students.map((s) => s.id)).toEqual(["a", "b"]);
    expect(chooseStudents(roster, {}).students).toHaveLength(3);
  });

  it("takes named ids once each, and names the ids that are not the caller's", () => {
    expect(chooseStudents(roster, { participant_ids: ["c", "a", "c", "elsewhere"] })).toMatchObject({ students: [{ id: "c" }, { id: "a" }], unknown: ["elsewhere"] });
  });
});

describe("decideForStudent: the rules of get-or-create", () => {
  it("creates a test for a student with none", () => {
    expect(decideForStudent(storedParticipant("a"), [], assessment, AT)).toEqual({ outcome: "create", assessment, seenResultId: null });
  });

  it("reuses an open test of the same assessment", () => {
    const open = storedResult({ id: "r-open", status: "in_progress" });
    expect(decideForStudent(storedParticipant("a"), [open], assessment, AT)).toEqual({ outcome: "open", resultId: "r-open" });
  });

  it("creates another after a completed one, naming it as what the pointer held", () => {
    const done = storedResult({ id: "r-done", status: "completed", created_at: daysAgo(100) });
    expect(decideForStudent(storedParticipant("a"), [done], assessment, AT)).toMatchObject({ outcome: "create", seenResultId: "r-done" });
  });

  it("refuses a third test within 8 months, abandoned ones not counted", () => {
    const two = [storedResult({ id: "r2", status: "completed", created_at: daysAgo(10) }), storedResult({ id: "r1", status: "completed", created_at: daysAgo(60) })];
    expect(decideForStudent(storedParticipant("a"), two, assessment, AT)).toEqual({ outcome: "attempt_limit", resultId: null });
    const abandoned = [two[0]!, storedResult({ id: "r0", status: "abandoned", created_at: daysAgo(20) })];
    expect(decideForStudent(storedParticipant("a"), abandoned, assessment, AT).outcome).toBe("create");
  });

  it("says why there is no test: no date of birth, no assessment for the age", () => {
    expect(decideForStudent(storedParticipant("a", { date_of_birth: null }), [], assessment, AT)).toEqual({ outcome: "no_date_of_birth", resultId: null });
    expect(decideForStudent(storedParticipant("a"), [], null, AT)).toEqual({ outcome: "no_assessment", resultId: null });
  });
});
