import { describe, expect, it } from "vitest";
import { storedAnswer } from "../../../test-support/stored-results";
import { presentAnswer } from "../results/result-presenter";
import { agreementPairOf, blindCheckFields, isHiddenBlindCheck } from "./blind-checks";

const machineMarked = storedAnswer({ question_id: 7, audio_path: "recordings/u/r/7.webm", is_correct: true, needs_review: false, marked_by: "speech", blind_check: true, machine_is_correct: true });

describe("blind checks", () => {
  it("keep the machine's mark beside the answer only when drawn", () => {
    expect(blindCheckFields(false, true)).toEqual({ blind_check: true, machine_is_correct: false });
    expect(blindCheckFields(true, false)).toEqual({ blind_check: false, machine_is_correct: null });
    expect(blindCheckFields(null, true)).toEqual({ blind_check: false, machine_is_correct: null });
  });

  it("give a (machine, person) pair only once a person has marked them", () => {
    expect(agreementPairOf(machineMarked)).toBeNull();
    expect(agreementPairOf({ ...machineMarked, marked_by: "person", is_correct: false })).toEqual({ machine: true, person: false });
    expect(agreementPairOf({ ...machineMarked, blind_check: false, marked_by: "person" })).toBeNull();
    expect(agreementPairOf(null)).toBeNull();
  });

  it("hide the machine's mark from account holders until a person marks", () => {
    expect(isHiddenBlindCheck(machineMarked)).toBe(true);
    expect(presentAnswer("r1", machineMarked, { includeScores: true })).toMatchObject({ is_correct: null, needs_review: true });
    const marked = { ...machineMarked, marked_by: "person" as const, is_correct: false };
    expect(isHiddenBlindCheck(marked)).toBe(false);
    expect(presentAnswer("r1", marked, { includeScores: true })).toMatchObject({ is_correct: false, needs_review: false });
  });
});
