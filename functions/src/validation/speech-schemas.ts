// Request schema for POST /api/text-to-speech/.
import { object, string } from "yup";
import type { InferType } from "yup";
import { TTS_MAX_TEXT_LENGTH } from "@readbright/domain/speech";

export const SPEECH_MESSAGES = {
  textRequired: "Text is required",
  textTooLong: `Text must be at most ${TTS_MAX_TEXT_LENGTH} characters`,
  textInvalid: "Text must be a string",
  textControl: "Text must not contain control characters",
  voiceInvalid: "voice_id must be a voice name such as en-us or en-US-Standard-C",
} as const;

/** The text to say; optional here, so a schema that also takes a question reference can reuse it. */
export const speechText = string()
  .strict()
  .typeError(SPEECH_MESSAGES.textInvalid)
  .test("not-blank", SPEECH_MESSAGES.textRequired, (value) => value == null || value.trim().length > 0)
  // espeak-ng takes the text as an argument, which cannot hold a NUL; no reader needs control characters.
  // eslint-disable-next-line no-control-regex
  .test("no-control", SPEECH_MESSAGES.textControl, (value) => value == null || !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
  .max(TTS_MAX_TEXT_LENGTH, SPEECH_MESSAGES.textTooLong);

// Voice names are passed to espeak-ng and Google as they are, so only plain names get through.
export const voiceId = string()
  .strict()
  .typeError(SPEECH_MESSAGES.voiceInvalid)
  .nullable()
  .matches(/^[A-Za-z][A-Za-z0-9_+.-]{0,63}$/, SPEECH_MESSAGES.voiceInvalid);

export const textToSpeechSchema = object({
  text: speechText.required(SPEECH_MESSAGES.textRequired),
  voice_id: voiceId,
});
export type TextToSpeechInput = InferType<typeof textToSpeechSchema>;
