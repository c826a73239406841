// completeAssessment (contract: domain/src/api/assessment-results.ts): scores and completes the
// result once every scored question is answered.
import { completeAssessment as completeEndpoint } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { call } from "../../../lib/api-call";

export function completeAssessment(resultId: string): Promise<ResultResponse> {
  return call(completeEndpoint, { body: { assessment_result_id: resultId } });
}
