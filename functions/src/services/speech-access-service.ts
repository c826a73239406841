// Who may use the reader (POST /api/text-to-speech/): any signed-in caller, or a device taking an open
// assessment, identified by the result's id (docs/decisions/0005-test-taker-access.md).
import { instructionText } from "@readbright/domain/assessment";
import type { SpeechPart } from "@readbright/domain/assessment";
import { ERRORS } from "@readbright/domain/messages";
import { assessmentById } from "../content/bank";
import { HttpError } from "../http/http-error";
import type { Requester } from "../http/requester";
import { resultForRequester } from "./assessment-access-service";
import { ASSESSMENT_ERRORS } from "./assessment-messages";
import { isOpen } from "./result-rules";

export async function assertMaySpeak(requester: Requester, resultId: string | null | undefined): Promise<void> {
  if (requester.user) return;
  if (!resultId) throw new HttpError(401, ERRORS.unauthenticated);
  const { result } = await resultForRequester(requester, resultId);
  if (!isOpen(result)) throw new HttpError(403, ASSESSMENT_ERRORS.notOpen);
}

/**
 * The words for a question of a result, from the bank: the whole question, or its instruction alone.
 * Account holders may hear any of their results' questions; a device only while its result is open.
 */
export async function questionSpeech(requester: Requester, resultId: string, questionId: number, part: SpeechPart): Promise<string> {
  const { result, viaCapability } = await resultForRequester(requester, resultId);
  if (viaCapability && !isOpen(result)) throw new HttpError(403, ASSESSMENT_ERRORS.notOpen);
  const question = assessmentById(result.assessment_id)?.questions.find((q) => q.id === questionId);
  if (!question) throw new HttpError(400, ASSESSMENT_ERRORS.questionNotInAssessment);
  return part === "instruction" ? instructionText(question) : question.speech;
}
