// Starts the tests of the students listed (utils/class-tests.ts) through the API, then has the
// participants and every results list read again.
import type { Participant } from "@readbright/domain/participant-schemas";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { isAssessmentResultsKey } from "../../../api/get-assessment-results";
import { isParticipantsKey } from "../api/get-participants";
import { getOrCreateAssessmentResult } from "../api/get-or-create-assessment-result";
import { startClassTests } from "../utils/class-tests";
import type { ClassTestsOutcome } from "../utils/class-tests";
import { assessmentForAge, startTestMessage } from "./start-test-errors";

const calls = {
  assessmentFor: (age: number) => assessmentForAge(age, ""),
  getOrCreate: getOrCreateAssessmentResult,
  messageOf: startTestMessage,
};

export function useStartClassTests() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (students: readonly Participant[]): Promise<ClassTestsOutcome> => {
      const outcome = await startClassTests(students, calls);
      await Promise.all([mutate(isParticipantsKey), mutate(isAssessmentResultsKey)]);
      return outcome;
    },
    [mutate],
  );
}
