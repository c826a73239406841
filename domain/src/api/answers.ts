// POST /api/answer-question/ and POST /api/answer-recording-question/: one answer to a question of an open
// result, from the player. One contract for the function's routes and the web's api files.
import { array, number, object, string } from "yup";
import type { InferType } from "yup";
import type { SectionType } from "../enums";
import { AUDIO_MAX_BYTES, MEMORY_VIEW_MS_MAX, RESPONSE_MS_MAX } from "../limits";
import { ERRORS } from "../messages";
import { ID_PATTERN } from "../patterns";
import { endpoint } from "./endpoint";

/**
 * The recording route also takes the result's id in its address, so the server can check the id and its
 * limits before it reads the upload. The form carries it too (spec section 7); the two must agree.
 */
export const RESULT_ID_QUERY = "assessment_result_id";

export const ANSWER_TEXT_MAX_LENGTH = 500;
export const OPTION_IDS_MAX = 20;

export const ANSWER_MESSAGES = {
  resultIdRequired: "assessment_result_id is required",
  questionIdRequired: "question_id is required",
  questionIdInvalid: "question_id must be a whole number",
  idInvalid: (field: string) => `${field} must be an id`,
  optionIdsInvalid: "option_ids must be a list of option ids",
  optionIdsTooMany: `option_ids may hold at most ${OPTION_IDS_MAX} ids`,
  answerTextInvalid: "answer_text must be text",
  answerTextTooLong: `answer_text must be at most ${ANSWER_TEXT_MAX_LENGTH} characters`,
  memoryViewInvalid: `memory_view_ms must be a whole number of milliseconds from 0 to ${MEMORY_VIEW_MS_MAX}`,
  responseMsInvalid: `response_ms must be a whole number of milliseconds from 0 to ${RESPONSE_MS_MAX}`,
  resultIdsDiffer: "assessment_result_id in the address and in the form must be the same",
  recordingTooLong: "Recording is too long. Maximum length is 10 seconds.",
} as const;

const M = ANSWER_MESSAGES;

const resultId = string()
  .strict()
  .typeError(M.idInvalid("assessment_result_id"))
  .matches(ID_PATTERN, M.idInvalid("assessment_result_id"))
  .required(M.resultIdRequired);

// Not strict: the recording form's question_id arrives as text.
const questionId = number()
  .typeError(M.questionIdInvalid)
  .required(M.questionIdRequired)
  .integer(M.questionIdInvalid)
  .min(1, M.questionIdInvalid)
  .max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid);

const optionIds = array(string().strict().typeError(M.optionIdsInvalid).required(M.optionIdsInvalid).matches(ID_PATTERN, M.optionIdsInvalid))
  .typeError(M.optionIdsInvalid)
  .max(OPTION_IDS_MAX, M.optionIdsTooMany)
  .nullable()
  .optional();

// Trimmed, blank meaning "no text". Anything but text stays as it is, so the type check refuses it
// instead of yup turning 42 into "42".
const answerText = string()
  .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() || null : original))
  .typeError(M.answerTextInvalid)
  .nullable()
  .optional()
  .max(ANSWER_TEXT_MAX_LENGTH, M.answerTextTooLong);

/** A duration the device measured: whole milliseconds from 0 to `max`, or none. */
const milliseconds = (max: number, message: string) => number().strict().typeError(message).integer(message).min(0, message).max(max, message).nullable().optional();

/** How long a memory question's pictures were on screen, as the device measured it. */
const memoryViewMs = milliseconds(MEMORY_VIEW_MS_MAX, M.memoryViewInvalid);

/**
 * From the moment the question was fully shown (its pictures decoded, a memory question's viewing over)
 * to the answer, as the device measured it. Optional: a player from before it sends none (stored as null).
 */
const responseMs = milliseconds(RESPONSE_MS_MAX, M.responseMsInvalid);

// Canonical decimal only in a form: "1e3", "0x10", "+5", "05", " 5" or "12.5" are not whole milliseconds.
const WHOLE_MS = /^(0|[1-9]\d*)$/;
const formNumber = (_value: unknown, original: unknown) => {
  if (typeof original !== "string") return original;
  if (original.trim() === "") return undefined;
  return WHOLE_MS.test(original) ? Number(original) : original;
};

/** POST /api/answer-question/ (JSON): a choice or typed answer. */
export const answerBodySchema = object({
  assessment_result_id: resultId,
  question_id: questionId,
  option_ids: optionIds,
  answer_text: answerText,
  memory_view_ms: memoryViewMs,
  response_ms: responseMs,
});
export type AnswerBody = InferType<typeof answerBodySchema>;

/** option_ids travels in the form as a JSON list; text that is not JSON stays text, which the list schema refuses. */
const jsonList = (_value: unknown, original: unknown) => {
  if (typeof original !== "string") return original;
  if (original.trim() === "") return undefined;
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original;
  }
};

/**
 * POST /api/answer-recording-question/ (multipart/form-data): these text fields and the file in
 * `audio_recording`.
 */
export const recordingFieldsSchema = object({
  assessment_result_id: resultId,
  question_id: questionId,
  option_ids: optionIds.transform(jsonList),
  answer_text: answerText,
  response_ms: number()
    .transform(formNumber)
    .typeError(M.responseMsInvalid)
    .integer(M.responseMsInvalid)
    .min(0, M.responseMsInvalid)
    .max(RESPONSE_MS_MAX, M.responseMsInvalid)
    .nullable()
    .optional(),
});

/** The recording route's address may name the result, checked before the upload is read. */
export const recordingQuerySchema = object({
  [RESULT_ID_QUERY]: string().strict().typeError(M.idInvalid("assessment_result_id")).optional(),
});
export type RecordingFields = InferType<typeof recordingFieldsSchema>;

/** An answer as anyone taking the test sees it: a scored question's mark is never sent to a device. */
export interface DeviceAnswerResponse {
  question_id: number;
  assessment_result_id: string;
  option_ids: string[];
  answer_text: string | null;
  section_type: SectionType;
  is_correct?: undefined;
  needs_review?: undefined;
}

/** With its marks: for the account holders, and on practice questions for everyone ('Try Again' needs them). */
export interface MarkedAnswerResponse extends Omit<DeviceAnswerResponse, "is_correct" | "needs_review"> {
  /** null while a recording waits for review. */
  is_correct: boolean | null;
  needs_review: boolean;
}

/**
 * Both routes answer with the stored answer (a retry of the same answer gets the one already stored).
 * A device holding only the result id never sees the mark of a scored question (docs/decisions/0005):
 * no answer key to learn, no score to read.
 */
export type AnswerResponse = MarkedAnswerResponse | DeviceAnswerResponse;

/** A choice or typed answer: the stored answer (a retry of the same one gets it again; another is 409). */
export const answerQuestion = endpoint<AnswerResponse>()({
  method: "POST", path: "/api/answer-question/", auth: "optional", body: answerBodySchema, errors: [ERRORS.alreadyAnswered],
});

/** A spoken answer: the recording (webm or mp4, 10 MB at most) and the fields above. */
export const answerRecordingQuestion = endpoint<AnswerResponse>()({
  method: "POST", path: "/api/answer-recording-question/", auth: "optional", query: recordingQuerySchema, multipart: { fileField: "audio_recording", maxFileBytes: AUDIO_MAX_BYTES, tooLargeMessage: ERRORS.audioTooLarge, fields: recordingFieldsSchema }, errors: [ERRORS.audioTooLarge, ERRORS.invalidAudioFormat, M.recordingTooLong, ERRORS.alreadyAnswered, M.resultIdsDiffer],
});
