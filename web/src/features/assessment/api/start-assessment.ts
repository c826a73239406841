// POST /api/start-assessment/ (contract: domain/src/api/assessment-results.ts): not_started -> in_progress,
// sent after the first instruction card.
import { startAssessment as startEndpoint } from "@readbright/domain/api/assessment-results";
import type { ResultResponse } from "@readbright/domain/api/assessment-results";
import { apiClient } from "../../../lib/api-client";

export function startAssessment(resultId: string): Promise<ResultResponse> {
  return apiClient.post<ResultResponse>(startEndpoint.href(), { assessment_result_id: resultId });
}
