import { describe, expect, it } from "vitest";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { myTestsRows, rowsOfParticipants } from "./my-tests-rows";

const ada = fakeParticipant({ id: "a", name: "Ada", grade: "4", section: "B" });
const ben = fakeParticipant({ id: "b", name: "Ben", grade: "4", section: "A" });
const cy = fakeParticipant({ id: "c", name: "Cy", grade: "4", section: "B" });
const adaTest = fakeResult({ id: "r-a", participant_id: "a", participant: { id: "a", name: "Ada", grade: "4", section: "B" } });

describe("rowsOfParticipants", () => {
  it("gives each participant of the page their tests, newest first, or a row to start their first", () => {
    const older = fakeResult({ ...adaTest, id: "r-a-old", created_at: "2025-01-01T09:00:00Z" });
    const rows = rowsOfParticipants([
      { ...ada, results: [adaTest, older] },
      { ...ben, results: [] },
      { ...cy, results: [] },
    ]);
    expect(rows.map((row) => [row.participant.name, row.result?.id ?? null, row.untested?.id ?? null])).toEqual([
      ["Ada", "r-a", null],
      ["Ada", "r-a-old", null],
      ["Ben", null, "b"],
      ["Cy", null, "c"],
    ]);
  });
});

describe("myTestsRows", () => {
  it("lists the tests in the order given", () => {
    expect(myTestsRows([adaTest]).map((row) => row.key)).toEqual(["r-a"]);
  });

  it("says on a participant's newest completed test, once both attempts in 8 months are used, when they can be screened again", () => {
    const now = new Date("2026-09-30T10:00:00Z");
    const test = (id: string, created: string, status: "completed" | "in_progress" = "completed") =>
      fakeResult({ id, participant_id: "a", participant: adaTest.participant, status, created_at: created, started_at: created, completed_at: status === "completed" ? created : null });
    const used = [test("new", "2026-08-01T09:00:00Z"), test("old", "2026-03-15T09:00:00Z")];
    const rows = myTestsRows(used, now);
    expect(rows.map((row) => [row.result?.id, row.againOn?.toISOString() ?? null])).toEqual([
      ["new", "2026-11-15T09:00:00.001Z"],
      ["old", null],
    ]);
    // A test still open counts as an attempt: the date goes on the newest completed one, not the open row.
    const open = myTestsRows([test("open", "2026-08-01T09:00:00Z", "in_progress"), test("old", "2026-03-15T09:00:00Z")], now);
    expect(open.map((row) => [row.result?.id, row.againOn?.toISOString().slice(0, 10) ?? null])).toEqual([
      ["open", null],
      ["old", "2026-11-15"],
    ]);
    // One test in the window: nothing to say.
    expect(myTestsRows([test("new", "2026-08-01T09:00:00Z")], now)[0]?.againOn).toBeNull();
  });

  it("offers a new test on a participant's newest test when it was abandoned and an attempt is free, and on no other row", () => {
    const now = new Date("2026-09-30T10:00:00Z");
    const test = (id: string, created: string, status: "completed" | "abandoned") =>
      fakeResult({ id, participant_id: "a", participant: adaTest.participant, status, created_at: created, started_at: created, completed_at: status === "completed" ? created : null });
    const rows = myTestsRows([test("gone", "2026-09-01T09:00:00Z", "abandoned"), test("done", "2026-08-01T09:00:00Z", "completed"), test("older", "2026-03-01T09:00:00Z", "abandoned")], now);
    expect(rows.map((row) => [row.key, row.startAgain])).toEqual([
      ["gone", true],
      ["done", false],
      ["older", false],
    ]);
    // Both attempts of the window used: no new test yet, the completed row says when.
    const used = myTestsRows([test("gone", "2026-09-01T09:00:00Z", "abandoned"), test("done", "2026-08-01T09:00:00Z", "completed"), test("first", "2026-03-15T09:00:00Z", "completed")], now);
    expect(used.map((row) => [row.key, row.startAgain, row.againOn !== null])).toEqual([
      ["gone", false, false],
      ["done", false, true],
      ["first", false, false],
    ]);
  });
});
