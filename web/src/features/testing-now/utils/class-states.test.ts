import { describe, expect, it } from "vitest";
import { classRows, finishedCount, stateLabel, stateOf } from "./class-states";
import type { LiveResult } from "./class-states";

const result = (overrides: Partial<LiveResult> = {}): LiveResult => ({
  id: "r1", participant_id: "p1", status: "in_progress", answered_count: 0, question_count: 12, pending: 0, created_at: 1_000, ...overrides,
});
const label = (r?: LiveResult) => stateLabel(stateOf(r));

describe("a student's state", () => {
  it("is not started without a result, with a test waiting, or after an abandoned one", () => {
    expect(label(undefined)).toBe("Not started");
    expect(label(result({ status: "not_started" }))).toBe("Not started");
    expect(label(result({ status: "abandoned" }))).toBe("Not started");
  });

  it("names the question on screen: the one after the last answered, never past the last", () => {
    expect(label(result({ answered_count: 0 }))).toBe("Question 1 of 12");
    expect(label(result({ answered_count: 4 }))).toBe("Question 5 of 12");
    expect(label(result({ answered_count: 12 }))).toBe("Question 12 of 12");
  });

  it("says only the question number for a result made before the question count was stored", () => {
    expect(label(result({ answered_count: 2, question_count: null }))).toBe("Question 3");
  });

  it("is finished once completed, or needs review while spoken answers wait for a person", () => {
    expect(label(result({ status: "completed", answered_count: 12 }))).toBe("Finished");
    expect(label(result({ status: "completed", answered_count: 12, pending: 2 }))).toBe("Needs review");
  });
});

describe("the class", () => {
  const students = [{ id: "p2", name: "Ben" }, { id: "p1", name: "Ada" }, { id: "p3", name: "Cy" }];

  it("lists every student by name with their newest result's state, whatever order results arrive in", () => {
    const rows = classRows(students, [
      result({ id: "today", participant_id: "p1", status: "in_progress", answered_count: 1, created_at: 2_000 }),
      result({ id: "last-year", participant_id: "p1", status: "completed", created_at: 1_000 }),
      result({ id: "ben", participant_id: "p2", status: "completed", pending: 1 }),
      result({ id: "gone", participant_id: "not-in-class", status: "completed" }),
    ]);
    expect(rows.map((row) => [row.name, stateLabel(row.state)])).toEqual([
      ["Ada", "Question 2 of 12"],
      ["Ben", "Needs review"],
      ["Cy", "Not started"],
    ]);
    expect(finishedCount(rows)).toBe(1);
  });
});
