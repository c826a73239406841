// POST /api/assessment-results/get-or-create/: the participant's open result for an assessment, or a new one.
import { apiClient } from "../../../lib/api-client";

export function getOrCreateAssessmentResult(input: { participant_id: string; assessment_id: string }): Promise<{ id: string }> {
  return apiClient.post<{ id: string }>("/assessment-results/get-or-create/", input);
}
