import { describe, expect, it } from "vitest";
import { fakeParticipant, fakeResult } from "../../../testing/factories";
import { participantRows } from "./dashboard-rows";

const ana = fakeParticipant({ id: "a", name: "Ana", grade: "10", section: "A" });
const ben = fakeParticipant({ id: "b", name: "Ben", grade: "2", section: "B" });
const cal = fakeParticipant({ id: "c", name: "Cal", grade: "2", section: "A" });

describe("participantRows", () => {
  it("gives each participant their newest test and newest completed test", () => {
    const rows = participantRows(
      [ana, ben, cal],
      [
        fakeResult({ id: "a-old", participant_id: "a", risk_level: "high", completed_at: "2026-01-01T00:00:00Z" }),
        fakeResult({ id: "a-new", participant_id: "a", risk_level: "low", completed_at: "2026-02-01T00:00:00Z" }),
        fakeResult({ id: "a-open", participant_id: "a", status: "in_progress", risk_level: null, completed_at: null, started_at: "2026-03-01T00:00:00Z" }),
        fakeResult({ id: "b-open", participant_id: "b", status: "not_started", risk_level: null, completed_at: null, started_at: null }),
      ],
    );
    expect(rows.map((row) => [row.participant.id, row.latest?.id ?? null, row.latestCompleted?.id ?? null])).toEqual([
      ["a", "a-open", "a-new"],
      ["b", "b-open", null],
      ["c", null, null],
    ]);
    expect(rows[0]?.results.map((result) => result.id)).toEqual(["a-open", "a-new", "a-old"]);
  });

  it("says when a participant who used both attempts in 8 months can be screened again", () => {
    const now = new Date("2026-09-30T10:00:00Z");
    const rows = participantRows(
      [ana, ben],
      [
        fakeResult({ id: "a1", participant_id: "a", created_at: "2026-02-10T08:00:00Z" }),
        fakeResult({ id: "a2", participant_id: "a", created_at: "2026-07-10T08:00:00Z" }),
        fakeResult({ id: "b1", participant_id: "b", created_at: "2026-07-10T08:00:00Z" }),
      ],
      now,
    );
    expect(rows.map((row) => row.againOn?.toISOString().slice(0, 10) ?? null)).toEqual(["2026-10-10", null]);
  });
});
