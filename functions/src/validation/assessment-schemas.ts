// Request schemas for the assessment API (issue 4): by-age, results, the reader. The answer routes'
// schemas are their contract's: domain/src/api/answers.ts.
import { number, object, string } from "yup";
import type { InferType } from "yup";
import { ANSWER_MESSAGES } from "@readbright/domain/api/answers";
import { SPEECH_PARTS } from "@readbright/domain/assessment";
import { ID_PATTERN } from "@readbright/domain/patterns";
import { SPEECH_MESSAGES, speechText, voiceId } from "./speech-schemas";

export const MAX_AGE = 130;

export const ASSESSMENT_REQUEST_MESSAGES = {
  ...ANSWER_MESSAGES,
  ageRequired: "age is required",
  ageInvalid: `age must be a whole number from 0 to ${MAX_AGE}`,
  participantIdRequired: "participant_id is required",
  assessmentIdRequired: "assessment_id is required",
  resultOrParticipant: "Send assessment_result_id, or participant_id and assessment_id",
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
