import { describe, expect, it } from "vitest";
import { TTS_MAX_TEXT_LENGTH } from "@readbright/domain/speech";
import { validate } from "../http/validate";
import { SPEECH_MESSAGES, textToSpeechSchema } from "./speech-schemas";

describe("textToSpeechSchema", () => {
  it("accepts text with an optional voice and strips anything else", async () => {
    await expect(validate(textToSpeechSchema, { text: "Hello", voice_id: "en-gb", speed: 2 })).resolves.toEqual({ text: "Hello", voice_id: "en-gb" });
    await expect(validate(textToSpeechSchema, { text: "x".repeat(TTS_MAX_TEXT_LENGTH) })).resolves.toBeTruthy();
  });
  it.each([
    [{}, SPEECH_MESSAGES.textRequired],
    [{ text: "" }, SPEECH_MESSAGES.textRequired],
    [{ text: "   " }, SPEECH_MESSAGES.textRequired],
    [{ text: 5 }, SPEECH_MESSAGES.textInvalid],
    [{ text: "x".repeat(TTS_MAX_TEXT_LENGTH + 1) }, SPEECH_MESSAGES.textTooLong],
    [{ text: "hi", voice_id: "--stdout" }, SPEECH_MESSAGES.voiceInvalid],
    [{ text: "hi", voice_id: "en us; rm" }, SPEECH_MESSAGES.voiceInvalid],
  ])("refuses %j", async (body, message) => {
    await expect(validate(textToSpeechSchema, body)).rejects.toMatchObject({ status: 400, message });
  });
});
