import { describe, expect, it } from "vitest";
import { validate } from "../http/validate";
import { ASSESSMENT_REQUEST_MESSAGES as M, speechAccessSchema } from "./assessment-schemas";
import { SPEECH_MESSAGES } from "./speech-schemas";

describe("speechAccessSchema", () => {
  it("takes text, or a result's question with the part to say", async () => {
    await expect(validate(speechAccessSchema, { text: "Hello" })).resolves.toEqual({ text: "Hello" });
    await expect(validate(speechAccessSchema, { assessment_result_id: "r1", question_id: 105, part: "instruction" })).resolves.toEqual({
      assessment_result_id: "r1",
      question_id: 105,
      part: "instruction",
    });
  });

  it.each([
    [{}, SPEECH_MESSAGES.textRequired],
    [{ text: "Hi", assessment_result_id: "r1", question_id: 3 }, M.speechBoth],
    [{ question_id: 3 }, M.speechSource],
    [{ text: "Hi", part: "question" }, M.speechSource],
    [{ assessment_result_id: "r1", question_id: 3, part: "options" }, M.partInvalid],
    [{ assessment_result_id: "r1", question_id: "3" }, M.questionIdInvalid],
    [{ assessment_result_id: "r1", question_id: 1.5 }, M.questionIdInvalid],
  ])("refuses %j", async (body, message) => {
    await expect(validate(speechAccessSchema, body)).rejects.toMatchObject({ status: 400, message });
  });
});
