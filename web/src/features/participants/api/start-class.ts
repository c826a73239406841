// POST /api/assessment-results/start-class/ (contract: domain/src/api/assessment-results.ts): tests for the
// students named, each created, reused or refused with its reason.
import { startClass as startClassEndpoint } from "@readbright/domain/api/assessment-results";
import type { StartClassResponse } from "@readbright/domain/api/assessment-results";
import { apiClient } from "../../../lib/api-client";

export function startClass(participantIds: readonly string[]): Promise<StartClassResponse> {
  return apiClient.post<StartClassResponse>(startClassEndpoint.href(), { participant_ids: participantIds }, { requireSignIn: true });
}
