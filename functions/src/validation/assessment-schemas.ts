// Request schemas for the assessment API (issue 4): by-age, results, answers, recordings.
import { array, number, object, string } from "yup";
import type { InferType } from "yup";
import { textToSpeechSchema } from "./speech-schemas";

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
} as const;

const M = ASSESSMENT_REQUEST_MESSAGES;

/**
 * Firestore document ids we hand out: auto-ids, "age-8-10-v1" and the like. No "/" can reach a path, and
 * no id Firestore reserves (__.*__), which it refuses with an error rather than "not found".
 */
export const ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

function id(field: string) {
  return string().strict().typeError(M.idInvalid(field)).matches(ID_PATTERN, M.idInvalid(field));
}

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
});
export type AnswerInput = InferType<typeof answerSchema>;

/** The text fields of the recording form; option_ids arrives as a JSON list (multipart.ts decodes it). */
export const recordingFieldsSchema = answerSchema;
export type RecordingFieldsInput = AnswerInput;

/** POST /api/text-to-speech/: an open result's id lets a signed-out test-taker's device use the reader. */
export const speechAccessSchema = textToSpeechSchema.shape({
  assessment_result_id: id("assessment_result_id").nullable().optional(),
});
export type SpeechAccessInput = InferType<typeof speechAccessSchema>;
