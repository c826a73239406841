import { describe, expect, it, vi } from "vitest";
import { fakeParticipant } from "../../../testing/factories";
import { needsTest, startClassTests } from "./class-tests";

const waiting = { id: "r1", status: "not_started" as const, risk_level: null, started_at: null, completed_at: null };

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
  const calls = () => ({
    assessmentFor: vi.fn(async (age: number) => ({ id: `age-${age}` })),
    getOrCreate: vi.fn(async ({ participant_id }: { participant_id: string }) => ({ id: `r-${participant_id}` })),
    messageOf: (error: unknown) => (error instanceof Error ? error.message : "failed"),
  });

  it("makes a test of the right age ready for each student, asking for each age's assessment once", async () => {
    const api = calls();
    const students = [fakeParticipant({ id: "a", age: 9 }), fakeParticipant({ id: "b", age: 9 }), fakeParticipant({ id: "c", age: 12 })];
    expect(await startClassTests(students, api)).toEqual({ started: 3, failed: [] });
    expect(api.assessmentFor.mock.calls.map(([age]) => age).sort()).toEqual([12, 9]);
    expect(api.getOrCreate).toHaveBeenCalledWith({ participant_id: "c", assessment_id: "age-12" });
    expect(api.getOrCreate).toHaveBeenCalledWith({ participant_id: "a", assessment_id: "age-9" });
  });

  it("goes on past a student who cannot be given one, and names them", async () => {
    const api = calls();
    api.getOrCreate.mockImplementation(async ({ participant_id }) => {
      if (participant_id === "b") throw new Error("Too many attempts");
      return { id: "r" };
    });
    const students = [fakeParticipant({ id: "a" }), fakeParticipant({ id: "b", name: "Ben" }), fakeParticipant({ id: "c", name: "Cy", age: null })];
    expect(await startClassTests(students, api)).toEqual({
      started: 1,
      failed: [
        { name: "Ben", message: "Too many attempts" },
        { name: "Cy", message: "Cy has no age" },
      ],
    });
  });

  it("sends at most `concurrency` requests at once", async () => {
    let open = 0;
    let most = 0;
    const api = calls();
    api.getOrCreate.mockImplementation(async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return { id: "r" };
    });
    const students = Array.from({ length: 10 }, (_, i) => fakeParticipant({ id: `s${i}` }));
    expect((await startClassTests(students, api, 3)).started).toBe(10);
    expect(most).toBe(3);
  });

  it("does nothing for nobody", async () => {
    const api = calls();
    expect(await startClassTests([], api)).toEqual({ started: 0, failed: [] });
    expect(api.getOrCreate).not.toHaveBeenCalled();
  });
});
