import { describe, expect, it } from "vitest";
import { MEMORY_VIEW_MS_MAX, RESPONSE_MS_MAX } from "../limits";
import { ANSWER_MESSAGES as M, ANSWER_TEXT_MAX_LENGTH, OPTION_IDS_MAX, answerBodySchema, recordingFieldsSchema } from "./answers";

const check = (body: unknown) => answerBodySchema.validate(body, { abortEarly: true, stripUnknown: true });
const answer = { assessment_result_id: "r1", question_id: 102, option_ids: ["q102-a"] };

describe("the answer contract", () => {
  it("takes a result, a question, options and text, trimmed, and drops anything else", async () => {
    await expect(check({ ...answer, answer_text: "  cat ", extra: 1 })).resolves.toEqual({ ...answer, answer_text: "cat" });
    await expect(check({ ...answer, answer_text: "   " })).resolves.toMatchObject({ answer_text: null });
  });

  it("keeps how long a memory question's pictures were shown, in whole milliseconds", async () => {
    await expect(check({ ...answer, memory_view_ms: 5012 })).resolves.toMatchObject({ memory_view_ms: 5012 });
  });

  it.each([-1, 12.5, MEMORY_VIEW_MS_MAX + 1, "5000"])("refuses memory_view_ms %j", async (memory_view_ms) => {
    await expect(check({ ...answer, memory_view_ms })).rejects.toThrow(M.memoryViewInvalid);
  });

  it("keeps the time to answer in whole milliseconds from 0 to 10 minutes; none is null", async () => {
    await expect(check({ ...answer, response_ms: 0 })).resolves.toMatchObject({ response_ms: 0 });
    await expect(check({ ...answer, response_ms: RESPONSE_MS_MAX })).resolves.toMatchObject({ response_ms: RESPONSE_MS_MAX });
    await expect(check({ ...answer, response_ms: null })).resolves.toMatchObject({ response_ms: null });
    await expect(check(answer)).resolves.not.toHaveProperty("response_ms", expect.anything());
  });

  it.each([-1, 12.5, RESPONSE_MS_MAX + 1, "900", Number.POSITIVE_INFINITY, true])("refuses response_ms %j", async (response_ms) => {
    await expect(check({ ...answer, response_ms })).rejects.toThrow(M.responseMsInvalid);
  });

  it("reads a recording form's response_ms as canonical whole milliseconds only", async () => {
    const form = { assessment_result_id: "r1", question_id: "311" };
    await expect(recordingFieldsSchema.validate({ ...form, response_ms: "2350" })).resolves.toMatchObject({ response_ms: 2350 });
    await expect(recordingFieldsSchema.validate({ ...form, response_ms: "0" })).resolves.toMatchObject({ response_ms: 0 });
    await expect(recordingFieldsSchema.validate({ ...form, response_ms: "" })).resolves.not.toHaveProperty("response_ms", expect.anything());
    for (const response_ms of ["1e3", "12.5", "-1", "05", " 5", "abc", String(RESPONSE_MS_MAX + 1)]) {
      await expect(recordingFieldsSchema.validate({ ...form, response_ms })).rejects.toThrow(M.responseMsInvalid);
    }
  });

  it.each([
    [{ question_id: 102 }, M.resultIdRequired],
    [{ assessment_result_id: "a/b", question_id: 102 }, M.idInvalid("assessment_result_id")],
    [{ assessment_result_id: "r1" }, M.questionIdRequired],
    [{ assessment_result_id: "r1", question_id: 0 }, M.questionIdInvalid],
    [{ ...answer, option_ids: "q102-a" }, M.optionIdsInvalid],
    [{ ...answer, option_ids: Array(OPTION_IDS_MAX + 1).fill("a") }, M.optionIdsTooMany],
    [{ ...answer, answer_text: 42 }, M.answerTextInvalid],
    [{ ...answer, answer_text: "x".repeat(ANSWER_TEXT_MAX_LENGTH + 1) }, M.answerTextTooLong],
  ])("refuses %j", async (body, message) => {
    await expect(check(body)).rejects.toThrow(message);
  });

  it("reads a recording form's question_id, which arrives as text", async () => {
    await expect(recordingFieldsSchema.validate({ assessment_result_id: "r1", question_id: "311", answer_text: "" })).resolves.toMatchObject({
      question_id: 311,
      answer_text: null,
    });
  });
});
