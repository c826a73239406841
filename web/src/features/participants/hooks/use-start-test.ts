// Starting a test for a participant (spec sections 2 and 8): the assessment for their age, then their open
// result for it, then the start page. Errors are told in an 'Error' toast; the caller learns whether it went.
import type { Participant } from "@readbright/domain/participant-schemas";
import { useCallback, useState } from "react";
import { useToast } from "../../../components/toast/toast-context";
import { paths } from "../../../config/paths";
import { useAppNavigate } from "../../../hooks/use-app-navigate";
import { usePeopleWords } from "../../../hooks/use-people-words";
import { getOrCreateAssessmentResult } from "../api/get-or-create-assessment-result";
import { assessmentForAge, startTestMessage } from "./start-test-errors";

export function useStartTest() {
  const { showToast } = useToast();
  const { say } = usePeopleWords();
  const navigate = useAppNavigate();
  const [startingId, setStartingId] = useState<string | null>(null);

  const startTest = useCallback(
    async (participant: Pick<Participant, "id" | "age" | "name">): Promise<boolean> => {
      setStartingId(participant.id);
      try {
        const assessment = await assessmentForAge(participant.age, participant.name);
        const result = await getOrCreateAssessmentResult({ participant_id: participant.id, assessment_id: assessment.id });
        await navigate(paths.startAssessment.href(result.id), { carryQuery: false });
        return true;
      } catch (error) {
        showToast({ title: "Error", description: say(startTestMessage(error)), tone: "error" });
        return false;
      } finally {
        setStartingId(null);
      }
    },
    [navigate, showToast, say],
  );

  return { startTest, startingId };
}
