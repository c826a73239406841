import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { getRecording, RECORDING_MESSAGES as M, recordingParamsSchema } from "./recordings";

function errorsOf(params: Record<string, unknown>): string[] {
  try {
    recordingParamsSchema.validateSync(params, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return [...new Set(error.errors)].sort();
    throw error;
  }
}

describe("recordingParamsSchema", () => {
  it("turns the path's text into an id and a question number", () => {
    expect(recordingParamsSchema.validateSync({ id: "Ab3_x-9", question_id: "12", extra: "x" }, { stripUnknown: true })).toEqual({ id: "Ab3_x-9", question_id: 12 });
  });

  it.each(["0", "-1", "1.5", "1e2", "0x10", "+5", "05", " 5", "5 ", "", "abc", "9007199254740992", "99999999999999999999999"])(
    "refuses question_id %j",
    (question_id) => {
      expect(errorsOf({ id: "abc", question_id })).toEqual([M.questionIdInvalid]);
    },
  );

  it.each(["", "a/b", "..", "__name__", "x".repeat(129), "a b", "é"])("refuses id %j", (id) => {
    expect(errorsOf({ id, question_id: "3" })).toEqual([M.idInvalid]);
  });

  it("refuses missing parameters", () => {
    expect(errorsOf({})).toEqual([M.idInvalid, M.questionIdInvalid].sort());
  });
});

describe("the recording's address", () => {
  it("fills the path template that the route declares", () => {
    const href = getRecording.href({ id: "r1", question_id: 7 });
    expect(`/api${href}`).toBe(getRecording.path.replace("{id}", "r1").replace("{question_id}", "7"));
  });

  it("escapes the id", () => {
    expect(getRecording.href({ id: "a/b", question_id: 1 })).toBe("/assessment-results/a%2Fb/recordings/1/");
  });
});
