// The assessment flow: pick an assessment by age, get or create the open result, start, read, complete.
import type { PublicAssessment } from "@readbright/domain/assessment";
import { ERRORS } from "@readbright/domain/messages";
import { HttpError } from "../../core/http-error";
import type { Requester } from "../../core/caller";
import type { AuthUser } from "../../core/caller";
import { getOrCreateResult } from "./repositories/result-repository";
import { listAnswers } from "./repositories/answer-repository";
import { updateResult, updateResultWithAnswers } from "./result-changes";
import type { NewResult, StoredResult } from "./stored-result";
import type { StoredParticipant } from "../participants/stored-participant";
import { resolveResultReference, resultAccess } from "./result-access";
import { participantInScope } from "../participants/participant-lookup";
import type { ResultAccess, ResultReference } from "./result-access";
import { loadAssessment, loadAssessmentForAge } from "../assessments/assessment-content-service";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { ageInYears } from "@readbright/domain/age";
import { DEFAULT_TEST_LANGUAGE, LANGUAGE_MESSAGES } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { presentResult } from "./result-presenter";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { assertMayStartAnotherAttempt, completionPatch, isOpen, startPatch } from "./result-rules";

/** GET /api/assessments/by-age/: the assessment in the language, with its public questions (never the answer keys). */
export async function assessmentForAge(age: number, language: TestLanguage = DEFAULT_TEST_LANGUAGE): Promise<PublicAssessment> {
  const assessment = await loadAssessmentForAge(age, language);
  if (!assessment) throw new HttpError(404, ERRORS.noAssessmentForAge);
  return assessment;
}

async function assessmentOf(result: StoredResult): Promise<PublicAssessment> {
  const assessment = await loadAssessment(result.assessment_id);
  // A result always names a seeded assessment; if it is gone the data is broken, which is our fault.
  if (!assessment) throw new Error(`Result ${result.id} names missing assessment ${result.assessment_id}`);
  return assessment;
}

async function present(access: ResultAccess, result: StoredResult = access.result): Promise<ResultResponse> {
  const [answers, assessment] = await Promise.all([listAnswers(result.id), assessmentOf(result)]);
  return presentResult(result, answers, assessment.questions, { includeScores: !access.viaCapability });
}

export function newResult(participant: StoredParticipant, assessment: PublicAssessment, now: Date): NewResult {
  return {
    status: "not_started",
    participant_id: participant.id,
    participant: { id: participant.id, name: participant.name, grade: participant.grade, section: participant.section },
    owner_uid: participant.owner_uid,
    school_id: participant.school_id,
    organization_id: participant.organization_id,
    assessment_id: assessment.id,
    assessment_version: assessment.version,
    language: assessment.language,
    created_at: now,
    started_at: null,
    completed_at: null,
    answered_count: 0,
    // Counted as answered_count counts: scored questions only, never practice ones.
    question_count: assessment.questions.filter((question) => !question.is_practice).length,
    scores: null,
    validity_flags: null,
    pending_reviews: 0,
  };
}

export interface GetOrCreateInput {
  participant_id: string;
  assessment_id: string;
  /** When sent, the assessment's own language (decision 50). */
  language?: TestLanguage;
}

/** The participant's open result for the assessment, created (at most once, even under a burst) if there is none. */
export async function getOrCreateAssessmentResult(
  user: AuthUser,
  input: GetOrCreateInput,
  now: Date = new Date(),
): Promise<{ result: ResultResponse; created: boolean }> {
  const participant = await (await participantInScope(user, input.participant_id)).participant;
  const assessment = await loadAssessment(input.assessment_id);
  if (!assessment) throw new HttpError(404, ASSESSMENT_ERRORS.assessmentNotFound);
  if (input.language !== undefined && input.language !== assessment.language) throw new HttpError(400, LANGUAGE_MESSAGES.mismatch);
  if (!participant.date_of_birth) throw new HttpError(400, ASSESSMENT_ERRORS.noDateOfBirth);
  const age = ageInYears(participant.date_of_birth, now);
  if (age < assessment.min_age || age > assessment.max_age) throw new HttpError(400, ASSESSMENT_ERRORS.unsuitableAge);

  const { result, created } = await getOrCreateResult(participant.id, assessment.id, {
    reuse: isOpen,
    create: (history) => {
      assertMayStartAnotherAttempt(history, now);
      return newResult(participant, assessment, now);
    },
  });
  const answers = created ? [] : await listAnswers(result.id);
  return { result: presentResult(result, answers, assessment.questions, { includeScores: true }), created };
}

export async function getAssessmentResult(requester: Requester, resultId: string): Promise<ResultResponse> {
  return present(await resultAccess(requester, resultId));
}

/** not_started -> in_progress; again while in progress changes nothing; 409 once completed. */
export async function startAssessment(requester: Requester, reference: ResultReference, now: Date = new Date()): Promise<ResultResponse> {
  const access = await resolveResultReference(requester, reference);
  const started = await updateResult(access.result.id, (result) => startPatch(result, now));
  if (!started) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return present(access, started);
}

/** Scores and completes the result once every scored question has an answer; completing again returns the same. */
export async function completeAssessment(requester: Requester, reference: ResultReference, now: Date = new Date()): Promise<ResultResponse> {
  const access = await resolveResultReference(requester, reference);
  const assessment = await assessmentOf(access.result);
  const completed = await updateResultWithAnswers(access.result.id, (result, answers) =>
    completionPatch(result, assessment.questions, answers, now),
  );
  if (!completed) throw new HttpError(404, ASSESSMENT_ERRORS.resultNotFound);
  return presentResult(completed.result, completed.answers, assessment.questions, { includeScores: !access.viaCapability });
}

/** A class started at once (workflows/start-class.ts): each student's planned result, created unless someone started one meanwhile. */
export { createResultsForClass } from "./repositories/result-repository";
export type { ClassResultPlan } from "./repositories/result-repository";
