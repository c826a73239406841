// startClass (contract: domain/src/api/assessment-results.ts): tests for the
// students named, each created (in the language given), reused or refused with its reason.
import { startClass as startClassEndpoint } from "@readbright/domain/api/assessment-results";
import type { StartClassResponse } from "@readbright/domain/api/assessment-results";
import type { TestLanguage } from "@readbright/domain/test-language";
import { call } from "../../../lib/api-call";

export function startClass(participantIds: readonly string[], language: TestLanguage): Promise<StartClassResponse> {
  return call(startClassEndpoint, { body: { participant_ids: [...participantIds], language } });
}
