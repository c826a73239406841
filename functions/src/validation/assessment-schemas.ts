// Request schemas for the assessment API (issue 4): by-age, results, answers, recordings.
import { array, number, object, string } from "yup";
import type { InferType } from "yup";
import { SPEECH_PARTS } from "@readbright/domain/assessment";
import { MEMORY_VIEW_MS_MAX } from "@readbright/domain/limits";
import { ID_PATTERN } from "@readbright/domain/patterns";
import { SPEECH_MESSAGES, speechText, voiceId } from "./speech-schemas";

export const MAX_AGE = 130;
export const ANSWER_TEXT_MAX_LENGTH = 500;
export const OPTION_IDS_MAX = 20;

export const ASSESSMENT_REQUEST_MESSAGES = {
  ageRequired: "age is required",
  ageInvalid: `age must be a whole number from 0 to ${MAX_AGE}`,
  participantIdRequired: "participant_id is required",
  assessmentIdRequired: "assessment_id is required",
  resultIdRequired: "assessment_result_id is required",
  questionIdRequired: "question_id is required",
  questionIdInvalid: "question_id must be a whole number",
  idInvalid: (field: string) => `${field} must be an id`,
  resultOrParticipant: "Send assessment_result_id, or participant_id and assessment_id",
  optionIdsInvalid: "option_ids must be a list of option ids",
  optionIdsTooMany: `option_ids may hold at most ${OPTION_IDS_MAX} ids`,
  answerTextInvalid: "answer_text must be text",
  answerTextTooLong: `answer_text must be at most ${ANSWER_TEXT_MAX_LENGTH} characters`,
  memoryViewInvalid: `memory_view_ms must be a whole number of milliseconds from 0 to ${MEMORY_VIEW_MS_MAX}`,
  speechSource: "Send text, or assessment_result_id and question_id",
  speechBoth: "Send text or question_id, not both",
  partInvalid: `part must be one of: ${SPEECH_PARTS.join(", ")}`,
} as const;

const M = ASSESSMENT_REQUEST_MESSAGES;

// Written once in domain/ (the API contracts check path ids with it too); kept here for the imports of it.
export { ID_PATTERN };

function id(field: string) {
  return string().strict().typeError(M.idInvalid(field)).matches(ID_PATTERN, M.idInvalid(field));
}

const optionalQuestionId = number()
  .strict()
  .typeError(M.questionIdInvalid)
  .integer(M.questionIdInvalid)
  .min(1, M.questionIdInvalid)
  .max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid);

const questionId = number()
  .typeError(M.questionIdInvalid)
  .required(M.questionIdRequired)
  .integer(M.questionIdInvalid)
  .min(1, M.questionIdInvalid)
  .max(Number.MAX_SAFE_INTEGER, M.questionIdInvalid);

/** How long a memory question's pictures were on screen, as the device measured it. */
const memoryViewMs = number()
  .strict()
  .typeError(M.memoryViewInvalid)
  .integer(M.memoryViewInvalid)
  .min(0, M.memoryViewInvalid)
  .max(MEMORY_VIEW_MS_MAX, M.memoryViewInvalid)
  .nullable()
  .optional();

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

/** GET /api/assessments/by-age/?age= : query values arrive as text (or a list, when repeated). */
export const byAgeQuerySchema = object({
  age: string()
    .strict()
    .typeError(M.ageInvalid)
    .required(M.ageRequired)
    .matches(/^\d{1,3}$/, M.ageInvalid)
    .test("max-age", M.ageInvalid, (value) => value === undefined || Number(value) <= MAX_AGE),
});

export const participantAssessmentSchema = object({
  participant_id: id("participant_id").required(M.participantIdRequired),
  assessment_id: id("assessment_id").required(M.assessmentIdRequired),
});
export type ParticipantAssessmentInput = InferType<typeof participantAssessmentSchema>;

/** start and complete name the result directly, or by its participant and assessment (spec section 7). */
export const resultReferenceSchema = object({
  assessment_result_id: id("assessment_result_id").optional(),
  participant_id: id("participant_id").optional(),
  assessment_id: id("assessment_id").optional(),
}).test("reference", M.resultOrParticipant, (value) =>
  Boolean(value.assessment_result_id || (value.participant_id && value.assessment_id)),
);
export type ResultReferenceInput = InferType<typeof resultReferenceSchema>;

export const answerSchema = object({
  assessment_result_id: id("assessment_result_id").required(M.resultIdRequired),
  question_id: questionId,
  option_ids: optionIds,
  answer_text: answerText,
  memory_view_ms: memoryViewMs,
});
export type AnswerInput = InferType<typeof answerSchema>;

/** The text fields of the recording form; option_ids arrives as a JSON list (multipart.ts decodes it). */
export const recordingFieldsSchema = object({
  assessment_result_id: id("assessment_result_id").required(M.resultIdRequired),
  question_id: questionId,
  option_ids: optionIds,
  answer_text: answerText,
});
export type RecordingFieldsInput = InferType<typeof recordingFieldsSchema>;

/**
 * POST /api/text-to-speech/: some text, or a question of a result (the server then says the question, or
 * only its instruction, from the bank: the device never holds text that would give an answer away). An
 * open result's id lets a signed-out test-taker's device use the reader.
 */
export const speechAccessSchema = object({
  text: speechText,
  voice_id: voiceId,
  assessment_result_id: id("assessment_result_id").nullable().optional(),
  question_id: optionalQuestionId,
  part: string().strict().typeError(M.partInvalid).oneOf(SPEECH_PARTS, M.partInvalid),
})
  .test("one-source", M.speechBoth, (value) => !(value.text != null && value.question_id != null))
  .test("source", M.speechSource, function (value) {
    if (value.question_id != null) return Boolean(value.assessment_result_id);
    if (value.text == null) return this.createError({ message: SPEECH_MESSAGES.textRequired });
    return value.part == null;
  });
export type SpeechAccessInput = InferType<typeof speechAccessSchema>;
