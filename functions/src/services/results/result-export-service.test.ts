import { describe, expect, it, vi } from "vitest";
import type { ResultScores } from "./stored-result";
import { AT, storedParticipant, storedResult } from "../../../test-support/stored-results";
import { chooseExportResults, exportRows } from "./result-export-service";

vi.mock("../../admin-app", () => ({ adminApp: vi.fn() }));
const countWaitingAnswers = vi.fn(async (_id: string) => 3);
vi.mock("./repositories/result-list-repository", () => ({ countWaitingAnswers: (id: string) => countWaitingAnswers(id) }));

const days = (n: number) => new Date(AT.getTime() + n * 86_400_000);
const section = (pending: number) => ({ correct: 1, total: 2, pending, accuracy: 0.5, band: null });
const scores = (risk: ResultScores["risk_level"], pending = 0): ResultScores => ({
  section_scores: { memory: section(pending), phonological_awareness: section(0), spatial_awareness: section(0) },
  risk_score: 1,
  risk_level: risk,
  risk_percent: 50,
});
const completed = (id: string, participantId: string, day: number, risk: ResultScores["risk_level"]) =>
  storedResult({ id, participant_id: participantId, status: "completed", completed_at: days(day), scores: scores(risk) });

describe("chooseExportResults", () => {
  // Each student keeps the level of their latest completed test (services/participants/participant-risk.ts).
  const roster = [
    storedParticipant("a", { latest_risk_level: "high" }),
    storedParticipant("b", { section: "A", latest_risk_level: "low" }),
    storedParticipant("c", { grade: "3", latest_risk_level: "high" }),
  ];
  const results = [completed("a1", "a", 1, "high"), completed("b1", "b", 1, "low"), completed("c1", "c", 1, "high"), storedResult({ id: "c2", participant_id: "c" })];
  const ids = (filters: object) => chooseExportResults(roster, results, filters).map(({ result }) => result.id);

  it("takes every test in scope without filters, and the class the grade and section name", () => {
    expect(ids({})).toEqual(["a1", "b1", "c1", "c2"]);
    expect(ids({ grade: "4" })).toEqual(["a1", "b1"]);
    expect(ids({ grade: "4", section: "B" })).toEqual(["a1"]);
    expect(ids({ grade: "9" })).toEqual([]);
  });

  it("selects students by the risk of their latest completed test, with every test they took", () => {
    expect(ids({ risk: "high" })).toEqual(["a1", "c1", "c2"]);
    // a's newer test says low (and so does a, since): a is no longer a high-risk student, as on the dashboard.
    const later = [...results, completed("a2", "a", 5, "low")];
    const rosterLater = roster.map((p) => (p.id === "a" ? { ...p, latest_risk_level: "low" as const } : p));
    expect(chooseExportResults(rosterLater, later, { risk: "high" }).map(({ result }) => result.id)).toEqual(["c1", "c2"]);
    expect(chooseExportResults(rosterLater, later, { risk: "low" }).map(({ result }) => result.id)).toEqual(["a1", "b1", "a2"]);
  });
});

describe("exportRows", () => {
  it("names each test's student with their Student ID and place today, and counts the answers waiting", async () => {
    countWaitingAnswers.mockClear();
    const chosen = chooseExportResults(
      [storedParticipant("a", { name: "Mia", grade: "5", student_code: "K7MQ2X9PT" }), storedParticipant("b", { student_code: null })],
      [
        storedResult({ id: "r1", participant_id: "a", status: "completed", completed_at: AT, scores: scores("medium", 2), pending_reviews: 2 }),
        storedResult({ id: "r2", participant_id: "b", status: "in_progress", started_at: AT, pending_reviews: 1 }),
        storedResult({ id: "r3", participant_id: "b" }),
        // Stored before the count (decision 25): its answers are asked.
        storedResult({ id: "r4", participant_id: "b", status: "in_progress", started_at: AT, pending_reviews: null }),
      ],
      {},
    );
    const rows = await exportRows(chosen);
    expect(rows.map((row) => [row.student_code, row.participant.name, row.participant.grade, row.status, row.risk_level, row.pending_reviews])).toEqual([
      ["K7M-Q2X-9PT", "Mia", "5", "completed", "medium", 2],
      [null, "Student b", "4", "in_progress", null, 1],
      [null, "Student b", "4", "not_started", null, 0],
      [null, "Student b", "4", "in_progress", null, 3],
    ]);
    // Only a test in progress without its own count needs its answers read.
    expect(countWaitingAnswers.mock.calls).toEqual([["r4"]]);
  });
});
