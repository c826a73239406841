import { describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { classRows, finishedCount, stateLabel, stateOf } from "./class-states";
import type { LiveResult } from "./class-states";
import { deviceStatusLabel } from "@readbright/domain/device-status";

const result = (overrides: Partial<LiveResult> = {}): LiveResult => ({
  id: "r1", participant_id: "p1", status: "in_progress", answered_count: 0, question_count: 12, pending: 0, created_at: 1_000,
  device_waiting: 0, device_finished: false, device_seen_at: null, last_answer_at: null, ...overrides,
});
const NOW = 1_000_000;
const label = (r?: LiveResult) => i18n._(stateLabel(stateOf(r)));

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
    ], NOW);
    expect(rows.map((row) => [row.name, i18n._(stateLabel(row.state))])).toEqual([
      ["Ada", "Question 2 of 12"],
      ["Ben", "Needs review"],
      ["Cy", "Not started"],
    ]);
    expect(finishedCount(rows)).toBe(1);
  });

  it("says of each student's newest test what its device holds, as of now", () => {
    const rows = classRows(students, [
      result({ id: "ada", participant_id: "p1", device_waiting: 3, device_seen_at: NOW - 20_000 }),
      result({ id: "ben", participant_id: "p2", device_waiting: 1, device_seen_at: NOW - 200_000 }),
      result({ id: "cy", participant_id: "p3", device_finished: true, device_seen_at: NOW - 1_000 }),
    ], NOW);
    expect(rows.map((row) => [row.name, deviceStatusLabel(row.device)])).toEqual([
      ["Ada", "3 answers waiting on this device"],
      ["Ben", "Waiting for this device to reconnect"],
      ["Cy", "Waiting for this device to reconnect"],
    ]);
    // An older test's report says nothing about today's; and a student without a test has no device.
    const later = classRows(students, [
      result({ id: "old", participant_id: "p1", status: "completed", device_finished: true, device_seen_at: NOW, created_at: 1 }),
      result({ id: "new", participant_id: "p1", status: "not_started", created_at: 2 }),
    ], NOW);
    expect(later.map((row) => deviceStatusLabel(row.device))).toEqual([null, null, null]);
  });
});

