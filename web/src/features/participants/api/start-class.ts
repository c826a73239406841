// startClass (contract: domain/src/api/assessment-results.ts): tests for the
// students named, each created, reused or refused with its reason.
import { startClass as startClassEndpoint } from "@readbright/domain/api/assessment-results";
import type { StartClassResponse } from "@readbright/domain/api/assessment-results";
import { call } from "../../../lib/api-call";

export function startClass(participantIds: readonly string[]): Promise<StartClassResponse> {
  return call(startClassEndpoint, { body: { participant_ids: [...participantIds] } });
}
