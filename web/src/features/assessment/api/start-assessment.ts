// startAssessment (contract: domain/src/api/assessment-results.ts): not_started -> in_progress,
// sent after the first instruction card.
import { startAssessment as startEndpoint } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { call } from "../../../lib/api-call";

export function startAssessment(resultId: string): Promise<ResultResponse> {
  return call(startEndpoint, { body: { assessment_result_id: resultId } });
}
