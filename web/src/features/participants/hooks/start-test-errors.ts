// Why a test could not be started, in the product's words (spec section 8): no assessment for the age,
// the assessment not loaded, or the result not got or created.
import { ERRORS } from "@readbright/domain/messages";
import type { PublicAssessment } from "@readbright/domain/assessment";
import type { TestLanguage } from "@readbright/domain/test-language";
import { ApiError } from "../../../lib/api-client";
import { getAssessmentByAge } from "../api/get-assessment-by-age";
import { NoAgeError } from "../utils/class-tests";
import { i18n } from "@lingui/core";
import { NO_SUITABLE_ASSESSMENT_MESSAGE, REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";


/** The first step failed: the assessment for the participant's age. */
class AssessmentLoadError extends Error {
  override readonly name = "AssessmentLoadError";
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** The assessment for an age in the test's language; a failure is marked as this step's. */
export async function assessmentForAge(age: number | null, name: string, language: TestLanguage): Promise<PublicAssessment> {
  if (age === null) throw new NoAgeError(`${name} has no age`);
  try {
    return await getAssessmentByAge(age, language);
  } catch (error) {
    throw new AssessmentLoadError(error);
  }
}

export function startTestMessage(error: unknown): string {
  if (error instanceof NoAgeError) return i18n._(NO_SUITABLE_ASSESSMENT_MESSAGE);
  if (error instanceof AssessmentLoadError) {
    const { reason } = error;
    const noneForAge = reason instanceof ApiError && (reason.status === 404 || reason.message.includes(ERRORS.noAssessmentForAge));
    return noneForAge ? i18n._(NO_SUITABLE_ASSESSMENT_MESSAGE) : requestMessage(reason, REQUEST_FAILED.loadAssessment);
  }
  return requestMessage(error, REQUEST_FAILED.getOrCreateResult);
}
