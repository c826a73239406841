// Starting a test for a participant (spec sections 2 and 8): the assessment for their age, then their open
// result for it, then the start page. Errors are told in an 'Error' toast; the caller learns whether it went.
import type { Participant } from "@readbright/domain/participant-schemas";
import { ERRORS } from "@readbright/domain/messages";
import { useCallback, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { ApiError } from "../../../lib/api-client";
import { getAssessmentByAge } from "../api/get-assessment-by-age";
import { getOrCreateAssessmentResult } from "../api/get-or-create-assessment-result";

export const NO_SUITABLE_ASSESSMENT = "No assessments suitable for participant";
export const START_TEST_FAILED = "Failed to get or create assessment result";

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.message.includes(ERRORS.noAssessmentForAge)) return NO_SUITABLE_ASSESSMENT;
  if (error instanceof ApiError && error.status === 404) return NO_SUITABLE_ASSESSMENT;
  return error instanceof Error && error.message ? error.message : START_TEST_FAILED;
}

export function useStartTest() {
  const { showToast } = useToast();
  const navigate = useAppNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  const startTest = useCallback(
    async (participant: Pick<Participant, "id" | "age">): Promise<boolean> => {
      setStartingId(participant.id);
      try {
        if (participant.age === null) throw new ApiError(404, ERRORS.noAssessmentForAge);
        const assessment = await getAssessmentByAge(participant.age);
        const result = await getOrCreateAssessmentResult({ participant_id: participant.id, assessment_id: assessment.id });
        await navigate(paths.startAssessment.href(result.id), { carryQuery: false });
        return true;
      } catch (error) {
        showToast({ title: "Error", description: messageOf(error), tone: "error" });
        return false;
      } finally {
        setStartingId(null);
      }
    },
    [navigate, showToast],
  );

  return { startTest, startingId };
}
