import { describe, expect, it, vi } from "vitest";
import { fakeParticipant } from "../../../testing/factories";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import type { StartClassOutcome, StartClassResponse } from "@readbright/domain/api/assessment-results";
import { i18n } from "@lingui/core";
import { NO_SUITABLE_ASSESSMENT_MESSAGE } from "../../../utils/request-messages";
import { CLASS_CHUNK, needsTest, startClassTests } from "./class-tests";

const waiting = { id: "r1", status: "not_started" as const, risk_level: null, language: "en" as const, started_at: null, completed_at: null };

describe("who needs a test", () => {
  it("is a student with none yet, or only an abandoned one", () => {
    expect(needsTest(fakeParticipant())).toBe(true);
    expect(needsTest(fakeParticipant({ latest_result: { ...waiting, status: "abandoned" } }))).toBe(true);
    expect(needsTest(fakeParticipant({ latest_result: waiting }))).toBe(false);
    expect(needsTest(fakeParticipant({ latest_result: { ...waiting, status: "in_progress" } }))).toBe(false);
    expect(needsTest(fakeParticipant({ latest_result: { ...waiting, status: "completed", risk_level: "low" } }))).toBe(false);
  });
});

describe("starting a class's tests", () => {
  const answering = (outcomes: Record<string, StartClassOutcome> = {}) =>
    vi.fn(async (ids: readonly string[]): Promise<StartClassResponse> => {
      const students = ids.map((id) => ({ participant_id: id, name: id, outcome: outcomes[id] ?? "created", result_id: `r-${id}` }));
      return { created: 0, open: 0, refused: 0, students };
    });
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : "failed");

  it("asks for the class in requests of CLASS_CHUNK students, and counts created and reused tests as started", async () => {
    const startClass = answering({ s1: "open" });
    const students = Array.from({ length: CLASS_CHUNK + 5 }, (_, i) => fakeParticipant({ id: `s${i}` }));
    const progress: number[] = [];
    expect(await startClassTests(students, { startClass, messageOf }, (done) => progress.push(done))).toEqual({ started: CLASS_CHUNK + 5, failed: [] });
    expect(startClass.mock.calls.map(([ids]) => ids.length)).toEqual([CLASS_CHUNK, 5]);
    expect(progress).toEqual([CLASS_CHUNK, CLASS_CHUNK + 5]);
  });

  it("names each student who got no test, with why in the product's words", async () => {
    const startClass = answering({ b: "attempt_limit", c: "no_date_of_birth" });
    const students = [fakeParticipant({ id: "a" }), fakeParticipant({ id: "b", name: "Ben" }), fakeParticipant({ id: "c", name: "Cy" })];
    expect(await startClassTests(students, { startClass, messageOf })).toEqual({
      started: 1,
      failed: [
        { name: "Ben", message: ASSESSMENT_ERRORS.attemptLimit },
        { name: "Cy", message: i18n._(NO_SUITABLE_ASSESSMENT_MESSAGE) },
      ],
    });
  });

  it("fails every student of a request that failed, and goes on with the next", async () => {
    const startClass = answering();
    startClass.mockRejectedValueOnce(new Error("Network error"));
    const students = Array.from({ length: CLASS_CHUNK + 1 }, (_, i) => fakeParticipant({ id: `s${i}`, name: `S${i}` }));
    const outcome = await startClassTests(students, { startClass, messageOf });
    expect(outcome.started).toBe(1);
    expect(outcome.failed).toHaveLength(CLASS_CHUNK);
    expect(outcome.failed[0]).toEqual({ name: "S0", message: "Network error" });
  });
});
