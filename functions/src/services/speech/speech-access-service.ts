// Who may use the reader (POST /api/text-to-speech/), what it may say, and who pays for new audio. A
// signed-in caller may have any text read; a device taking an open assessment (identified by the result's
// id, docs/decisions/0005-test-taker-access.md) only its own assessment's words, in the default voice.
// Phrases already cached cost nothing; a new phrase an account asks for counts against its daily quota.
import { instructionText } from "@readbright/domain/assessment";
import type { SpeechPart } from "@readbright/domain/assessment";
import type { SpeechBody } from "@readbright/domain/api/speech";
import { SPEECH_MESSAGES } from "@readbright/domain/api/speech";
import { ERRORS } from "@readbright/domain/messages";
import { DEFAULT_TEST_LANGUAGE } from "@readbright/domain/test-language";
import type { TestLanguage } from "@readbright/domain/test-language";
import { SPEECH_NEW_PHRASES_PER_DAY } from "../../config";
import { assessmentById } from "../../content/bank";
import type { BankQuestion } from "../../content/types";
import { HttpError } from "../../core/http-error";
import type { Requester } from "../../core/caller";
import { resultAccess } from "../results/result-access";
import { ASSESSMENT_ERRORS } from "@readbright/domain/api/assessment-results";
import { takeFromBudget } from "../rate-limits/rate-limits";
import type { RateLimitPolicy } from "../rate-limits/rate-limits";
import { isOpen } from "../results/result-rules";
import type { MissPolicy } from "./speech-service";

export const SPEECH_ACCESS_ERRORS = {
  quotaSpent: SPEECH_MESSAGES.quotaSpent,
  notThisTest: SPEECH_MESSAGES.notThisTest,
  voiceForDevice: SPEECH_MESSAGES.voiceForDevice,
} as const;

/** New phrases (not yet cached) one account may have synthesised in a day: each is a paid call and a stored file. */
export const NEW_PHRASE_QUOTA: RateLimitPolicy = {
  name: "speech-new-phrases",
  limit: SPEECH_NEW_PHRASES_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: SPEECH_ACCESS_ERRORS.quotaSpent,
};

export type SpeechRequest = SpeechBody;

export interface SpeechPlan {
  text: string;
  voiceId: string | null;
  /** Runs before a phrase that is not cached yet is synthesised; may refuse it (429). */
  onMiss: MissPolicy;
  /** The account whose own words these are (traced in the cache); null for the bank's words. */
  typedBy: string | null;
  /** The language the words are in: a test's words its test's language, anything typed English (decision 50). */
  language: TestLanguage;
}

const FREE: MissPolicy = async () => {};

/** The words a question of the bank is read with: the whole question (options and all), or its instruction. */
export function questionWords(question: BankQuestion, part: SpeechPart): string {
  return part === "instruction" ? instructionText(question) : question.speech;
}

/** Everything a device taking this assessment may have read: exactly what its questions say. */
export function assessmentWords(questions: readonly BankQuestion[]): Set<string> {
  return new Set(questions.flatMap((question) => [questionWords(question, "question"), questionWords(question, "instruction")]));
}

/**
 * The words for a question of a result, from the bank. Account holders may hear any of their results'
 * questions; a device only while its result is open.
 */
async function bankSpeech(requester: Requester, resultId: string, questionId: number, part: SpeechPart): Promise<{ text: string; language: TestLanguage }> {
  const { result, viaCapability } = await resultAccess(requester, resultId);
  if (viaCapability && !isOpen(result)) throw new HttpError(403, ASSESSMENT_ERRORS.notOpen);
  const assessment = assessmentById(result.assessment_id);
  const question = assessment?.questions.find((q) => q.id === questionId);
  if (!assessment || !question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
  return { text: questionWords(question, part), language: assessment.language };
}

/** A device's own text must be one its open assessment says; nothing else is ever synthesised for it. */
async function deviceText(requester: Requester, resultId: string, text: string): Promise<{ text: string; language: TestLanguage }> {
  const { result } = await resultAccess(requester, resultId);
  if (!isOpen(result)) throw new HttpError(403, ASSESSMENT_ERRORS.notOpen);
  const assessment = assessmentById(result.assessment_id);
  const words = assessmentWords(assessment?.questions ?? []);
  if (!assessment || !words.has(text)) throw new HttpError(403, SPEECH_ACCESS_ERRORS.notThisTest);
  return { text, language: assessment.language };
}

/** An account pays for new phrases of its own text, and for any new phrase in a voice other than the default. */
function accountPays(uid: string, fromBank: boolean): MissPolicy {
  return async (voice, defaultVoice) => {
    if (fromBank && voice === defaultVoice) return;
    await takeFromBudget(NEW_PHRASE_QUOTA, uid);
  };
}

export async function planSpeech(requester: Requester, request: SpeechRequest): Promise<SpeechPlan> {
  const { user } = requester;
  const resultId = request.assessment_result_id ?? null;
  const voiceId = request.voice_id ?? null;
  if (!user) {
    if (!resultId) throw new HttpError(401, ERRORS.unauthenticated);
    if (voiceId !== null) throw new HttpError(403, SPEECH_ACCESS_ERRORS.voiceForDevice);
  }
  if (request.question_id != null && resultId) {
    const { text, language } = await bankSpeech(requester, resultId, request.question_id, request.part ?? "question");
    return { text, voiceId, onMiss: user ? accountPays(user.uid, true) : FREE, typedBy: null, language };
  }
  const text = request.text ?? "";
  if (!user) return { ...(await deviceText(requester, resultId as string, text)), voiceId, onMiss: FREE, typedBy: null };
  return { text, voiceId, onMiss: accountPays(user.uid, false), typedBy: user.uid, language: DEFAULT_TEST_LANGUAGE };
}
