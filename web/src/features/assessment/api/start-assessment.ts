// POST /api/start-assessment/: not_started -> in_progress, sent after the first instruction card.
import { apiClient } from "../../../lib/api-client";

export function startAssessment(resultId: string): Promise<unknown> {
  return apiClient.post("/start-assessment/", { assessment_result_id: resultId });
}
