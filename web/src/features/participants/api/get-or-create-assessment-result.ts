// getOrCreateResult: the participant's open result for an assessment, or a new one.
import { getOrCreateResult } from "@readbright/domain/api/assessment-results";
import type { ParticipantAssessmentBody, ResultResponse } from "@readbright/domain/api/assessment-results";
import { call } from "../../../lib/api-call";

export function getOrCreateAssessmentResult(input: ParticipantAssessmentBody): Promise<ResultResponse> {
  return call(getOrCreateResult, { body: input });
}
