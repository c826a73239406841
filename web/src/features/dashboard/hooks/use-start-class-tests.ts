// Starts the tests of the students listed (utils/class-tests.ts) through the API, then has the
// participants and every results list read again.
import { ERRORS } from "@readbright/domain/messages";
import type { Participant } from "@readbright/domain/participant-schemas";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { ApiError } from "../../../lib/api-client";
import { getAssessmentByAge } from "../api/get-assessment-by-age";
import { isAssessmentResultsKey } from "../api/get-assessment-results";
import { isParticipantsKey } from "../api/get-participants";
import { getOrCreateAssessmentResult } from "../api/get-or-create-assessment-result";
import { NoAgeError, startClassTests } from "../utils/class-tests";
import type { ClassTestsOutcome } from "../utils/class-tests";
import { NO_SUITABLE_ASSESSMENT, START_TEST_FAILED } from "./use-start-test";

function messageOf(error: unknown): string {
  if (error instanceof NoAgeError) return NO_SUITABLE_ASSESSMENT;
  if (error instanceof ApiError && (error.status === 404 || error.message.includes(ERRORS.noAssessmentForAge))) return NO_SUITABLE_ASSESSMENT;
  return error instanceof Error && error.message ? error.message : START_TEST_FAILED;
}

export function useStartClassTests() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (students: readonly Participant[]): Promise<ClassTestsOutcome> => {
      const outcome = await startClassTests(students, { assessmentFor: getAssessmentByAge, getOrCreate: getOrCreateAssessmentResult, messageOf });
      await Promise.all([mutate(isParticipantsKey), mutate(isAssessmentResultsKey)]);
      return outcome;
    },
    [mutate],
  );
}
