// Starts the tests of the students listed (utils/class-tests.ts) through start-class, in the language
// chosen, then has the participants and every results list read again.
import type { Participant } from "@readbright/domain/participant-schemas";
import type { TestLanguage } from "@readbright/domain/test-language";
import { useCallback } from "react";
import { useRefreshLists } from "../../../api/refresh-lists";
import { REQUEST_FAILED, requestMessage } from "../../../utils/request-messages";
import { startClass } from "../api/start-class";
import { startClassTests } from "../utils/class-tests";
import type { ClassTestsOutcome } from "../utils/class-tests";

const messageOf = (error: unknown) => requestMessage(error, REQUEST_FAILED.getOrCreateResult);

export function useStartClassTests() {
  const refresh = useRefreshLists();
  return useCallback(
    async (students: readonly Participant[], language: TestLanguage, onProgress?: (done: number) => void): Promise<ClassTestsOutcome> => {
      const outcome = await startClassTests(students, { startClass: (ids) => startClass(ids, language), messageOf }, onProgress);
      await refresh();
      return outcome;
    },
    [refresh],
  );
}
