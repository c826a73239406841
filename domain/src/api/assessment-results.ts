// GET /api/get-assessment-result-by-id/{id}/ (one result, for the player and the results view) and
// GET /api/assessment-results/ (the caller's list). One contract for the function's routes and presenters
// and the web's api files.
import { array, boolean, object, string } from "yup";
import type { InferType } from "yup";
import type { PublicQuestion } from "../assessment";
import { ATTEMPT_WINDOW_MONTHS, MAX_ATTEMPTS } from "../limits";
import { ERRORS } from "../messages";
import type { ResultStatus, RiskLevel, SectionType } from "../enums";
import { ID_PATTERN } from "../patterns";
import { LANGUAGE_MESSAGES, testLanguageField } from "../test-language";
import type { TestLanguage } from "../test-language";
import type { ValidityFlag } from "../validity";
import type { DeviceAnswerResponse, MarkedAnswerResponse } from "./answers";
import { endpoint, idParams } from "./endpoint";
import { pageQueryFields, PAGING_MESSAGES } from "./paging";
import type { Page } from "./paging";

export const RESULT_MESSAGES = {
  /** One answer for an id that could never exist, a missing result and a result not the caller's. */
  notFound: "Assessment result not found",
} as const;

/**
 * The assessment API's refusals. Missing things are one "not found" each, whatever the reason
 * (docs/decisions/0005-test-taker-access.md).
 */
export const ASSESSMENT_ERRORS = {
  participantNotFound: "Participant not found",
  assessmentNotFound: "Assessment not found",
  resultNotFound: RESULT_MESSAGES.notFound,
  noDateOfBirth: "The participant has no date of birth, so no assessment can be chosen",
  unsuitableAge: "This assessment does not suit the participant's age",
  attemptLimit: `This test may be taken up to ${MAX_ATTEMPTS} times within an ${ATTEMPT_WINDOW_MONTHS}-month period.`,
  alreadyCompleted: "This assessment has already been completed",
  alreadyAnswered: ERRORS.alreadyAnswered,
  notOpen: "This assessment is no longer open",
  unanswered: (count: number) => `${count} ${count === 1 ? "question is" : "questions are"} still unanswered`,
  questionNotInAssessment: "question_id is not a question of this assessment",
  optionNotInQuestion: "option_ids must be options of this question",
  oneOption: "Choose exactly one option",
  atLeastOneOption: "Choose at least one option",
  textRequired: "answer_text is required for this question",
  recordingOnly: "This question is answered with a recording: use /api/answer-recording-question/",
  notRecording: "This question is not a recording question",
  tooManyRequests: "Too many requests. Please try again later.",
} as const;

export const RESULT_REQUEST_MESSAGES = {
  idInvalid: (field: string) => `${field} must be an id`,
  participantIdRequired: "participant_id is required",
  assessmentIdRequired: "assessment_id is required",
  resultOrParticipant: "Send assessment_result_id, or participant_id and assessment_id",
} as const;

const M = RESULT_REQUEST_MESSAGES;

const id = (field: string) => string().strict().typeError(M.idInvalid(field)).matches(ID_PATTERN, M.idInvalid(field));

export const resultParamsSchema = idParams(RESULT_MESSAGES.notFound);

export const RESULT_LIST_MESSAGES = {
  pendingReviewInvalid: "pending_review must be true or false",
} as const;

/**
 * ?participant_id= names one participant's results (blank means all); anything else is a participant not
 * found. ?pending_review=true keeps the tests with spoken answers waiting for review, oldest first (decision 25).
 */
export const resultListQuerySchema = object({
  participant_id: string()
    .strict()
    .typeError(ASSESSMENT_ERRORS.participantNotFound)
    .transform((value: string) => (value === "" ? undefined : value))
    .matches(ID_PATTERN, ASSESSMENT_ERRORS.participantNotFound)
    .optional(),
  pending_review: boolean()
    .transform((_value: unknown, original: unknown) => (original === "" || original === undefined ? undefined : original === "true" || original === true ? true : original === "false" || original === false ? false : Number.NaN))
    .typeError(RESULT_LIST_MESSAGES.pendingReviewInvalid)
    .optional(),
  ...pageQueryFields,
});

/**
 * `language` is optional: the assessment named is in one language already, and a language sent must be
 * that one (LANGUAGE_MESSAGES.mismatch), so a client cannot believe it started a test in another.
 */
export const participantAssessmentSchema = object({
  participant_id: id("participant_id").required(M.participantIdRequired),
  assessment_id: id("assessment_id").required(M.assessmentIdRequired),
  language: testLanguageField(),
});
export type ParticipantAssessmentBody = InferType<typeof participantAssessmentSchema>;

/** start and complete name the result directly, or by its participant and assessment (spec section 7). */
export const resultReferenceSchema = object({
  assessment_result_id: id("assessment_result_id").optional(),
  participant_id: id("participant_id").optional(),
  assessment_id: id("assessment_id").optional(),
}).test("reference", M.resultOrParticipant, (value) => Boolean(value.assessment_result_id || (value.participant_id && value.assessment_id)));
export type ResultReferenceBody = InferType<typeof resultReferenceSchema>;

export interface ResultParticipantResponse {
  id: string;
  name: string;
  grade: string | null;
  section: string | null;
}

export interface SectionScoreResponse {
  correct: number;
  /** Marked answers, right or wrong. */
  total: number;
  /** Recordings waiting for review: not in `total` nor the accuracy. */
  pending: number;
  accuracy: number | null;
  band: RiskLevel | null;
}

export type SectionScoresResponse = Record<SectionType, SectionScoreResponse>;

/** An answer inside its result, which names the result already. */
export type ResultAnswerResponse = Omit<MarkedAnswerResponse, "assessment_result_id"> | Omit<DeviceAnswerResponse, "assessment_result_id">;

/**
 * The result with its questions (no answer keys) and answers, in one request. The id is the capability
 * (docs/decisions/0005): whoever holds it reads the result, but the scores (section_scores, risk_*) and
 * the marks of scored answers go only to the participant's account holders; anyone else gets null and
 * DeviceAnswerResponse answers.
 */
export interface ResultResponse {
  id: string;
  status: ResultStatus;
  participant: ResultParticipantResponse;
  participant_id: string;
  assessment: { id: string };
  assessment_id: string;
  assessment_version: number;
  /** The language the test is taken in (decision 50); "en" for tests stored before languages. */
  language: TestLanguage;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Scored questions answered, and how many there are ('N / M questions'). */
  answered_count: number;
  question_count: number;
  answers: ResultAnswerResponse[];
  questions: PublicQuestion[];
  /** null until completed, and for a caller holding only the id. */
  section_scores: SectionScoresResponse | null;
  risk_score: number | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
  /**
   * How much to trust the scores (domain/src/validity.ts): [] when nothing was found; null until
   * completed, on results stored before flags were kept, and for a caller holding only the id.
   */
  validity_flags: ValidityFlag[] | null;
}

/** One result of GET /api/assessment-results/ (?participant_id= for one participant's), newest first. */
export interface ResultListItem {
  id: string;
  status: ResultStatus;
  participant: ResultParticipantResponse;
  participant_id: string;
  assessment_id: string;
  /** As on the result. */
  language: TestLanguage;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  risk_level: RiskLevel | null;
  risk_percent: number | null;
  /** Per section, with the spoken answers still waiting for review; null until completed. */
  section_scores: SectionScoresResponse | null;
  /**
   * Scored spoken answers waiting for a person to review them, in a completed test or one still in
   * progress (the Review page lists both); 0 for tests not started or abandoned.
   */
  pending_reviews: number;
  /** As on the result: a flagged completed test does not count towards the attempt limit (domain/src/attempts.ts). */
  validity_flags: ValidityFlag[] | null;
  /** Blind checks waiting for a person (decision 44): listed on the Review page, never pending (the machine's mark counts). */
  blind_checks: number;
}

/**
 * The caller's results, newest first; with ?participant_id= one participant's; with ?pending_review=true
 * only those waiting for review, oldest test first (by when it began). Without `limit`, the spec's array;
 * with it, a Page of them (`cursor` from the previous page).
 */
export const listResults = endpoint<ResultListItem[] | Page<ResultListItem>>()({
  method: "GET", path: "/api/assessment-results/", auth: "verified", query: resultListQuerySchema, invalidQueryStatus: 404, badQueryMessages: Object.values(RESULT_LIST_MESSAGES),
  errors: [ASSESSMENT_ERRORS.participantNotFound, RESULT_LIST_MESSAGES.pendingReviewInvalid, ...Object.values(PAGING_MESSAGES)],
});

/** 204: the result with its answers and recordings. */
export const deleteResult = endpoint<void>()({
  method: "DELETE", path: "/api/assessment-results/{id}", auth: "verified", params: resultParamsSchema, errors: [RESULT_MESSAGES.notFound],
});

/** For the participant's account holders, or for whoever holds the id (a test-taker's device). */
export const getResult = endpoint<ResultResponse>()({
  method: "GET", path: "/api/get-assessment-result-by-id/{id}/", auth: "optional", params: resultParamsSchema, errors: [RESULT_MESSAGES.notFound, ASSESSMENT_ERRORS.tooManyRequests],
});

/** 201 with a new result, 200 with the participant's open one. */
export const getOrCreateResult = endpoint<ResultResponse>()({
  method: "POST", path: "/api/assessment-results/get-or-create/", auth: "verified", body: participantAssessmentSchema, errors: [ASSESSMENT_ERRORS.participantNotFound, ASSESSMENT_ERRORS.assessmentNotFound, ASSESSMENT_ERRORS.attemptLimit, ASSESSMENT_ERRORS.unsuitableAge, LANGUAGE_MESSAGES.invalid, LANGUAGE_MESSAGES.mismatch],
});

export const startAssessment = endpoint<ResultResponse>()({
  method: "POST", path: "/api/start-assessment/", auth: "optional", body: resultReferenceSchema, errors: [RESULT_MESSAGES.notFound, ASSESSMENT_ERRORS.notOpen, ASSESSMENT_ERRORS.tooManyRequests],
});

export const completeAssessment = endpoint<ResultResponse>()({
  method: "POST", path: "/api/complete-assessment/", auth: "optional", body: resultReferenceSchema, errors: [RESULT_MESSAGES.notFound, ASSESSMENT_ERRORS.notOpen, ASSESSMENT_ERRORS.tooManyRequests],
});

/** How many students one start-class request may name: a school's largest class list, and then some. */
export const START_CLASS_MAX = 1000;

export const START_CLASS_MESSAGES = {
  idsInvalid: "participant_ids must be a list of participant ids",
  tooMany: `participant_ids may hold at most ${START_CLASS_MAX} ids`,
  filterInvalid: "grade and section must be text",
} as const;

const filterText = string()
  .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() || undefined : original))
  .typeError(START_CLASS_MESSAGES.filterInvalid)
  .max(100, START_CLASS_MESSAGES.filterInvalid)
  .optional();

/** The students by id, or by the class filters (grade, section; none means every student in scope). */
export const startClassBodySchema = object({
  participant_ids: array(string().required(START_CLASS_MESSAGES.idsInvalid))
    .typeError(START_CLASS_MESSAGES.idsInvalid)
    // Checked on what was sent: yup would otherwise turn the number 7 into the id "7".
    .test("ids", START_CLASS_MESSAGES.idsInvalid, (_value, context) => {
      const sent: unknown = context.originalValue;
      return sent === undefined || (Array.isArray(sent) && sent.every((id) => typeof id === "string" && ID_PATTERN.test(id)));
    })
    .max(START_CLASS_MAX, START_CLASS_MESSAGES.tooMany)
    .optional(),
  grade: filterText,
  section: filterText,
  /** The language every new test is created in (English when absent); an open test is kept, whatever its language. */
  language: testLanguageField(),
});
export type StartClassBody = InferType<typeof startClassBodySchema>;

/**
 * What happened for one student: a test created, one already open (reused), or none, and why: the
 * 2-in-8-months rule, no date of birth, no assessment for their age, or an id not among the caller's.
 */
export type StartClassOutcome = "created" | "open" | "attempt_limit" | "no_date_of_birth" | "no_assessment" | "not_found";

export interface StartClassStudent {
  participant_id: string;
  /** null for an id that is not the caller's to see. */
  name: string | null;
  outcome: StartClassOutcome;
  result_id: string | null;
}

export interface StartClassResponse {
  created: number;
  open: number;
  refused: number;
  students: StartClassStudent[];
}

/** Get-or-create for a whole class in one request, each student's test for their age (decision 20). */
export const startClass = endpoint<StartClassResponse>()({ method: "POST", path: "/api/assessment-results/start-class/", auth: "verified", body: startClassBodySchema, errors: [LANGUAGE_MESSAGES.invalid] });
