// POST /api/text-to-speech/ (spec section 7): the reader's voice as audio bytes. A signed-in caller may
// send text; a test-taker's device names its open result and a question, and the server takes the words
// from its bank (a dictation's missing word never reaches the device). Answers audio, not JSON, with
// X-TTS-Cache saying whether it came from the cache.
import { number, object, string } from "yup";
import type { InferType } from "yup";
import { SPEECH_PARTS } from "../assessment";
import { ID_PATTERN } from "../patterns";
import { MAX_TOTAL_PAUSE_MS, TTS_MAX_TEXT_LENGTH } from "../speech";
import { endpoint } from "./endpoint";
import type { Bytes } from "./endpoint";

export const SPEECH_MESSAGES = {
  textRequired: "Text is required",
  textTooLong: `Text must be at most ${TTS_MAX_TEXT_LENGTH} characters`,
  textInvalid: "Text must be a string",
  textControl: "Text must not contain control characters",
  voiceInvalid: "voice_id must be a voice name such as en-us or en-US-Standard-C",
  resultIdInvalid: "assessment_result_id must be an id",
  questionIdInvalid: "question_id must be a whole number",
  speechSource: "Send text, or assessment_result_id and question_id",
  speechBoth: "Send text or question_id, not both",
  partInvalid: `part must be one of: ${SPEECH_PARTS.join(", ")}`,
  /** Spec section 8: what the player shows for any failed speech request; also the quota's 429. */
  quotaSpent: "Error retrieving speech, try again later.",
  notThisTest: "A test-taker's device may only hear its own test's questions",
  voiceForDevice: "A test-taker's device uses the default voice",
  unavailable: "Text-to-speech is not available",
  pausesTooLong: `Pauses must add up to at most ${MAX_TOTAL_PAUSE_MS / 1000} seconds`,
} as const;

const M = SPEECH_MESSAGES;

/** The text to say; optional here, so the body may name a question instead. */
export const speechText = string()
  .strict()
  .typeError(M.textInvalid)
  .test("not-blank", M.textRequired, (value) => value == null || value.trim().length > 0)
  // espeak-ng takes the text as an argument, which cannot hold a NUL; no reader needs control characters.
  // eslint-disable-next-line no-control-regex
  .test("no-control", M.textControl, (value) => value == null || !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
  .max(TTS_MAX_TEXT_LENGTH, M.textTooLong);

// Voice names are passed to espeak-ng and Google as they are, so only plain names get through.
export const voiceId = string()
  .strict()
  .typeError(M.voiceInvalid)
  .nullable()
  .matches(/^[A-Za-z][A-Za-z0-9_+.-]{0,63}$/, M.voiceInvalid);

export const speechBodySchema = object({
  text: speechText,
  voice_id: voiceId,
  assessment_result_id: string().strict().typeError(M.resultIdInvalid).matches(ID_PATTERN, M.resultIdInvalid).nullable().optional(),
  question_id: number().strict().typeError(M.questionIdInvalid).integer(M.questionIdInvalid).min(1, M.questionIdInvalid).max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid),
  part: string().strict().typeError(M.partInvalid).oneOf(SPEECH_PARTS, M.partInvalid),
})
  .test("one-source", M.speechBoth, (value) => !(value.text != null && value.question_id != null))
  .test("source", M.speechSource, function (value) {
    if (value.question_id != null) return Boolean(value.assessment_result_id);
    if (value.text == null) return this.createError({ message: M.textRequired });
    return value.part == null;
  });
export type SpeechBody = InferType<typeof speechBodySchema>;

/** Answers audio bytes (audio/wav locally, audio/mpeg from Google); the web reads it as a Blob. */
export const textToSpeech = endpoint<Bytes>()({
  method: "POST", path: "/api/text-to-speech/", auth: "optional", unverifiedAsDevice: "assessment_result_id", body: speechBodySchema, errors: [M.quotaSpent, M.notThisTest, M.voiceForDevice, M.unavailable, M.pausesTooLong],
});
