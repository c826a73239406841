// POST /api/complete-assessment/: scores and completes the result once every scored question is answered.
import { apiClient } from "../../../lib/api-client";

export function completeAssessment(resultId: string): Promise<unknown> {
  return apiClient.post("/complete-assessment/", { assessment_result_id: resultId });
}
