import { describe, expect, it } from "vitest";
import { TTS_MAX_TEXT_LENGTH } from "../speech";
import { check as validate } from "../testing/check";
import { SPEECH_MESSAGES as M, speechBodySchema } from "./speech";

describe("speechBodySchema", () => {
  it("takes text, or a result's question with the part to say", async () => {
    await expect(validate(speechBodySchema, { text: "Hello" })).resolves.toEqual({ text: "Hello" });
    await expect(validate(speechBodySchema, { assessment_result_id: "r1", question_id: 105, part: "instruction" })).resolves.toEqual({
      assessment_result_id: "r1",
      question_id: 105,
      part: "instruction",
    });
  });

  it.each([
    [{}, M.textRequired],
    [{ text: "Hi", assessment_result_id: "r1", question_id: 3 }, M.speechBoth],
    [{ question_id: 3 }, M.speechSource],
    [{ text: "Hi", part: "question" }, M.speechSource],
    [{ assessment_result_id: "r1", question_id: 3, part: "options" }, M.partInvalid],
    [{ assessment_result_id: "r1", question_id: "3" }, M.questionIdInvalid],
    [{ assessment_result_id: "r1", question_id: 1.5 }, M.questionIdInvalid],
  ])("refuses %j", async (body, message) => {
    await expect(validate(speechBodySchema, body)).rejects.toMatchObject({ status: 400, message });
  });
});

describe("the reader's text", () => {
  it("accepts text with an optional voice and strips anything else", async () => {
    await expect(validate(speechBodySchema, { text: "Hello", voice_id: "en-gb", speed: 2 })).resolves.toEqual({ text: "Hello", voice_id: "en-gb" });
    await expect(validate(speechBodySchema, { text: "x".repeat(TTS_MAX_TEXT_LENGTH) })).resolves.toBeTruthy();
  });
  it.each([
    [{}, M.textRequired],
    [{ text: "" }, M.textRequired],
    [{ text: "   " }, M.textRequired],
    [{ text: 5 }, M.textInvalid],
    [{ text: "x".repeat(TTS_MAX_TEXT_LENGTH + 1) }, M.textTooLong],
    [{ text: "hi", voice_id: "--stdout" }, M.voiceInvalid],
    [{ text: "hi", voice_id: "en us; rm" }, M.voiceInvalid],
  ])("refuses %j", async (body, message) => {
    await expect(validate(speechBodySchema, body)).rejects.toMatchObject({ status: 400, message });
  });
});
