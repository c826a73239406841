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
    expect(toLiveResult("r1", data)).toEqual({
      id: "r1", participant_id: "p1", status: "completed", answered_count: 12, question_count: 12, pending: 3, created_at: 5_000,
      device_waiting: 0, device_finished: false, device_seen_at: null, last_answer_at: null,
    });
  });

  it("reads a result made before question_count was stored, still in progress, without scores", () => {
    expect(toLiveResult("r2", { participant_id: "p2", status: "in_progress", answered_count: 3, section_scores: null })).toMatchObject({
      status: "in_progress", answered_count: 3, question_count: null, pending: 0, created_at: 0,
    });
  });

  it("reads the device's last report and the last answer's time", () => {
    const data = { participant_id: "p3", status: "in_progress", device_waiting: 4, device_finished: true, device_seen_at: Timestamp.fromMillis(9_000), last_answer_at: Timestamp.fromMillis(8_000) };
    expect(toLiveResult("r3", data)).toMatchObject({ device_waiting: 4, device_finished: true, device_seen_at: 9_000, last_answer_at: 8_000 });
    // Anything else stored there reads as no report.
    expect(toLiveResult("r4", { device_waiting: "4", device_finished: "yes", device_seen_at: 9_000 })).toMatchObject({ device_waiting: 0, device_finished: false, device_seen_at: null });
  });
});
