import { Timestamp } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { toLiveResult } from "./live-result";

describe("toLiveResult", () => {
  it("reads a completed result's progress and its spoken answers waiting over every section", () => {
    const data = {
      participant_id: "p1",
      status: "completed",
      answered_count: 12,
      question_count: 12,
      section_scores: { memory: { pending: 0 }, reading: { pending: 2 }, phonological: { pending: 1 } },
      created_at: Timestamp.fromMillis(5_000),
    };
    expect(toLiveResult("r1", data)).toEqual({ id: "r1", participant_id: "p1", status: "completed", answered_count: 12, question_count: 12, pending: 3, created_at: 5_000 });
  });

  it("reads a result made before question_count was stored, still in progress, without scores", () => {
    expect(toLiveResult("r2", { participant_id: "p2", status: "in_progress", answered_count: 3, section_scores: null })).toMatchObject({
      status: "in_progress", answered_count: 3, question_count: null, pending: 0, created_at: 0,
    });
  });
});
